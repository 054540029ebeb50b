import type { InferOutput } from 'valibot';
import { address, boolean, integer, object, optional, pipe, positive, required, string, withDefault, number } from '../runtime/props';

/** PHP writes flags as `true`, `1` or `"1"`; `boolean()` reads all of them. */
const flag = () => withDefault(boolean(), false);

/** Spec 3 §3 "Banner": also the tiles of an image grid. */
export const bannerSchema = object({
  image: required(address(), 'each banner needs an image'),
  mobile_image: withDefault(address(), ''),
  title: withDefault(string(), ''),
  subtitle: withDefault(string(), ''),
  link: withDefault(address(), ''),
  link_text: withDefault(string(), ''),
  open_in_new_tab: flag(),
  show_banner_title: flag(),
});
export type Banner = InferOutput<typeof bannerSchema>;

/**
 * The module's image sizes in pixels, as the store's image settings resize them; they give every
 * picture its box before it loads, so nothing below moves.
 */
const size = () => pipe(number(), integer(), positive());
export const imageSizeSchema = object({
  width: required(size()),
  height: required(size()),
  mobileWidth: optional(size()),
  mobileHeight: optional(size()),
});
export type ImageSize = InferOutput<typeof imageSizeSchema>;
