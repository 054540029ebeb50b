import { array, integer, min, minItems, number, object, optional, pipe, positive, required, string, withDefault } from '../../shared/runtime/props';
import { bannerSchema } from '../../shared/content';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="banner" data-pf-props='{"banners": [Banner], "speed": 5, "width": 1600,
 * "height": 500, "mobileWidth": 800, "mobileHeight": 800}'>`: spec 3 §3 banners, rotating every
 * `speed` seconds (0: no rotation).
 */
const size = () => pipe(number(), integer(), positive());

export const schema = object({
  banners: required(pipe(array(bannerSchema), minItems(1, 'banners needs at least one banner')), 'banners is required'),
  speed: withDefault(pipe(number('speed must be a number of seconds'), min(0)), 5),
  width: withDefault(size(), 1600),
  height: withDefault(size(), 500),
  mobileWidth: optional(size()),
  mobileHeight: optional(size()),
  label: withDefault(string(), ''),
});

/** The widget's props, described once: by the schema above. */
export type BannerProps = PropsOf<typeof schema>;
