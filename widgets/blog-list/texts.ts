import { defineTexts } from '../../shared/texts';

/** The blog list's empty state, name, count and Load More. */
export const blogListTexts = defineTexts('blogList', {
  empty: 'There are no posts yet.',
  posts: 'Blog posts',
  showing: { other: 'Showing {shown} of {count} posts' },
  more: 'Load More',
});
