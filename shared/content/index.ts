/**
 * What the storefront content widgets share (banner, image-grid, blog-list, video): the spec's
 * Banner entity and its props schema, pictures that switch to the mobile image below 768 px and
 * reserve their size, and links that may open in a new tab.
 */
export { bannerSchema, imageSizeSchema, type Banner, type ImageSize } from './schema';
export { ResponsiveImage, MOBILE_MAX_PX, type ResponsiveImageProps } from './ResponsiveImage';
export { ContentLink, type ContentLinkProps } from './ContentLink';
