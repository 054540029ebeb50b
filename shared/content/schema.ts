import { boolean, number, object, string, type InferType } from 'yup';

/** PHP writes flags as `true`, `1` or `"1"`; yup reads all of them. */
const flag = () => boolean().default(false);

/** Spec 3 §3 "Banner": also the tiles of an image grid. */
export const bannerSchema = object({
  image: string().required('each banner needs an image'),
  mobile_image: string().default(''),
  title: string().default(''),
  subtitle: string().default(''),
  link: string().default(''),
  link_text: string().default(''),
  open_in_new_tab: flag(),
  show_banner_title: flag(),
});
export type Banner = InferType<typeof bannerSchema>;

/**
 * The module's image sizes in pixels, as the store's image settings resize them; they give every
 * picture its box before it loads, so nothing below moves.
 */
export const imageSizeSchema = object({
  width: number().integer().positive().required(),
  height: number().integer().positive().required(),
  mobileWidth: number().integer().positive().optional(),
  mobileHeight: number().integer().positive().optional(),
});
export type ImageSize = InferType<typeof imageSizeSchema>;
