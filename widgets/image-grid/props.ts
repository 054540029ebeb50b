import { array, integer, max, min, minItems, number, object, optional, pipe, positive, required, string, withDefault } from '../../shared/runtime/props';
import { bannerSchema } from '../../shared/content';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="image-grid" data-pf-props='{"items": [Banner], "columns": 3, "width": 600,
 * "height": 400, "mobileWidth": 600, "mobileHeight": 600, "heading": "Shop by category"}'>`.
 */
const size = () => pipe(number(), integer(), positive());

export const schema = object({
  items: required(pipe(array(bannerSchema), minItems(1, 'items needs at least one image')), 'items is required'),
  columns: withDefault(pipe(number(), integer(), min(1), max(6)), 3),
  width: withDefault(size(), 600),
  height: withDefault(size(), 400),
  mobileWidth: optional(size()),
  mobileHeight: optional(size()),
  heading: withDefault(string(), ''),
  headingLevel: withDefault(pipe(number(), integer(), min(2), max(6)), 2),
});

/** The widget's props, described once: by the schema above. */
export type ImageGridProps = PropsOf<typeof schema>;
