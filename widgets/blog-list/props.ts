import { address, array, integer, max, min, number, object, pipe, positive, required, string, withDefault } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="blog-list" data-pf-props='{"posts": [Blog], "heading": "From the garage"}'>`:
 * spec 3 §3 Blog entities, 9 at first and 9 more per click (spec 3 §9).
 */
const post = object({
  title: required(string(), 'each post needs a title'),
  url: required(address(), 'each post needs a url'),
  image: withDefault(address(), ''),
  date: withDefault(string(), ''),
  category: withDefault(string(), ''),
  text_color: withDefault(string(), ''),
});

export const schema = object({
  posts: required(array(post), 'posts is required'),
  heading: withDefault(string(), ''),
  headingLevel: withDefault(pipe(number(), integer(), min(2), max(5)), 2),
  width: withDefault(pipe(number(), integer(), positive()), 480),
  height: withDefault(pipe(number(), integer(), positive()), 300),
});

/** The widget's props, described once: by the schema above. */
export type BlogListProps = PropsOf<typeof schema>;
