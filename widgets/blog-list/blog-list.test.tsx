import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { blogPosts } from '../../mocks/db/content';
import { formatStoreDate, isLight } from './format';

const posts = blogPosts();

const links = () => within(screen.getByRole('list')).getAllByRole('link');

describe('blog-list', () => {
  it('shows 9 posts, then 9 more per click, moving focus to the first new one', async () => {
    const user = userEvent.setup();
    expect(posts).toHaveLength(23);
    mountWidget(widget, { posts, heading: 'From the garage' });
    expect(screen.getByRole('region', { name: 'From the garage' })).toBeInTheDocument();
    expect(links()).toHaveLength(9);
    expect(screen.getByText('Showing 9 of 23 posts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(links()).toHaveLength(18);
    expect(links()[9]).toHaveFocus();
    expect(links()[9]).toHaveAccessibleName(posts[9].title);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(links()).toHaveLength(23);
    expect(links()[18]).toHaveFocus();
    expect(screen.getByText('Showing 23 of 23 posts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('has no Load More button for 9 posts or fewer', () => {
    mountWidget(widget, { posts: posts.slice(0, 9) });
    expect(links()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows each post’s title link, category, date and picture (lazy and sized)', () => {
    mountWidget(widget, { posts: posts.slice(0, 1), width: 480, height: 300 });
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3, name: posts[0].title })).toBeInTheDocument();
    expect(within(article).getByRole('link')).toHaveAttribute('href', posts[0].url);
    expect(within(article).getByText(posts[0].category)).toBeInTheDocument();
    expect(within(article).getByText('11/16/26')).toHaveAttribute('datetime', '2026-11-16');
    const img = article.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '300']);
  });

  it('colours the text with text_color on a backdrop that keeps it readable', () => {
    mountWidget(widget, { posts: [{ ...posts[0], text_color: '#ffffff' }, { ...posts[1], text_color: '#1b1b1b' }] });
    const [light, dark] = screen.getAllByRole('article');
    expect(light.style.getPropertyValue('--pf-blog-text')).toBe('#ffffff');
    expect(light.style.getPropertyValue('--pf-blog-backdrop')).toBe('rgba(0, 0, 0, 0.75)');
    expect(dark.style.getPropertyValue('--pf-blog-backdrop')).toBe('rgba(255, 255, 255, 0.88)');
  });

  it('says so when there are no posts, and rejects posts without a title', () => {
    mountWidget(widget, { posts: [] });
    expect(screen.getByText('There are no posts yet.')).toBeInTheDocument();
    expect(() => mountWidget(widget, { posts: [{ url: '/blog/x' }] })).toThrow(/each post needs a title/);
  });

  it('formats dates as M/d/yy h:mm a, in the store’s time', () => {
    expect(formatStoreDate('2026-01-05')).toBe('1/5/26');
    expect(formatStoreDate('2026-01-05 00:07:00')).toBe('1/5/26 12:07 AM');
    expect(formatStoreDate('2026-12-31 13:45')).toBe('12/31/26 1:45 PM');
    expect(formatStoreDate('last week')).toBe('last week');
    expect([isLight('#fff'), isLight('#1b1b1b'), isLight('red')]).toEqual([true, false, false]);
  });
});

describe('blog-list: the store’s words', () => {
  it('writes Load More with a text set in #pf-config', async () => {
    setConfig({ texts: { 'blogList.more': 'More posts' } });
    mountWidget(widget, { posts });
    expect(await screen.findByRole('button', { name: 'More posts' })).toBeInTheDocument();
  });
});
