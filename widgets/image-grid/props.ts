import { array, number, object, string } from 'yup';
import { bannerSchema } from '../../shared/content';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="image-grid" data-pf-props='{"items": [Banner], "columns": 3, "width": 600,
 * "height": 400, "mobileWidth": 600, "mobileHeight": 600, "heading": "Shop by category"}'>`.
 */
export const schema = object({
  items: array().of(bannerSchema).min(1, 'items needs at least one image').required('items is required'),
  columns: number().integer().min(1).max(6).default(3),
  width: number().integer().positive().default(600),
  height: number().integer().positive().default(400),
  mobileWidth: number().integer().positive().optional(),
  mobileHeight: number().integer().positive().optional(),
  heading: string().default(''),
  headingLevel: number().integer().min(2).max(6).default(2),
});

/** The widget's props, described once: by the schema above. */
export type ImageGridProps = PropsOf<typeof schema>;
