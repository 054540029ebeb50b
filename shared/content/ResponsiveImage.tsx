import type { ImageSize } from './schema';
import styles from './content.module.css';

/** Spec 3 §9: the mobile image is used below 768 px wide. */
export const MOBILE_MAX_PX = 767;

export interface ResponsiveImageProps {
  src: string;
  mobileSrc?: string;
  alt: string;
  size: ImageSize;
  className?: string;
  /** Default lazy: content images load when they come near the viewport. */
  loading?: 'lazy' | 'eager';
}

/**
 * A picture that takes the mobile image below 768 px, loads lazily, and has its width and
 * height (so its aspect ratio) from the start: the page does not shift when it arrives.
 */
export function ResponsiveImage({ src, mobileSrc, alt, size, className, loading = 'lazy' }: ResponsiveImageProps) {
  const mobileWidth = size.mobileWidth ?? size.width;
  const mobileHeight = size.mobileHeight ?? size.height;
  return (
    <picture className={className}>
      {mobileSrc ? <source media={`(max-width: ${MOBILE_MAX_PX}px)`} srcSet={mobileSrc} width={mobileWidth} height={mobileHeight} /> : null}
      <img className={styles.image} src={src} alt={alt} width={size.width} height={size.height} loading={loading} decoding="async" />
    </picture>
  );
}
