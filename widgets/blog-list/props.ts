import { array, number, object, string } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="blog-list" data-pf-props='{"posts": [Blog], "heading": "From the garage"}'>`:
 * spec 3 §3 Blog entities, 9 at first and 9 more per click (spec 3 §9).
 */
const post = object({
  title: string().required('each post needs a title'),
  url: string().required('each post needs a url'),
  image: string().default(''),
  date: string().default(''),
  category: string().default(''),
  text_color: string().default(''),
});

export const schema = object({
  posts: array().of(post).required('posts is required'),
  heading: string().default(''),
  headingLevel: number().integer().min(2).max(5).default(2),
  width: number().integer().positive().default(480),
  height: number().integer().positive().default(300),
});

/** The widget's props, described once: by the schema above. */
export type BlogListProps = PropsOf<typeof schema>;
