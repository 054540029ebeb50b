import { useRef, useState } from 'react';
import type { Fallback } from '../../../shared/runtime/defineWidget';
import { serverImages, useKeptImage } from '../../../shared/ui/keptImage';
import styles from '../product.module.css';

/**
 * The product image. When the theme printed the same image in the placeholder (its server-rendered
 * product block), the widget keeps that `<img>` element on screen instead of drawing a new one
 * (shared/ui/keptImage.ts). Choosing an option with its own image (spec 1 §3) changes its `src`
 * either way.
 */
export function ProductImage({ src, alt, fallback }: { src: string; alt: string; fallback?: Fallback }) {
  const [server] = useState(() => serverImages(fallback)(src));
  const box = useRef<HTMLDivElement>(null);
  useKeptImage(server, box, { className: styles.image, src, alt, testId: 'pf-product-image' });
  return <div ref={box} className={styles.media}>{!server && <img className={styles.image} src={src} alt={alt} data-testid="pf-product-image" />}</div>;
}
