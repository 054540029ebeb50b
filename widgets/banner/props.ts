import { array, number, object, string } from 'yup';
import { bannerSchema } from '../../shared/content';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="banner" data-pf-props='{"banners": [Banner], "speed": 5, "width": 1600,
 * "height": 500, "mobileWidth": 800, "mobileHeight": 800}'>`: spec 3 §3 banners, rotating every
 * `speed` seconds (0: no rotation).
 */
export const schema = object({
  banners: array().of(bannerSchema).min(1, 'banners needs at least one banner').required('banners is required'),
  speed: number().typeError('speed must be a number of seconds').min(0).default(5),
  width: number().integer().positive().default(1600),
  height: number().integer().positive().default(500),
  mobileWidth: number().integer().positive().optional(),
  mobileHeight: number().integer().positive().optional(),
  label: string().default('Promotions'),
});

/** The widget's props, described once: by the schema above. */
export type BannerProps = PropsOf<typeof schema>;
