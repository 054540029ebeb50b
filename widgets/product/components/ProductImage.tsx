import { useLayoutEffect, useRef, useState } from 'react';
import type { Fallback } from '../../../shared/runtime/defineWidget';
import styles from '../product.module.css';

/**
 * The product image. When the theme printed the same image in the placeholder (its server-rendered
 * product block), the widget takes that `<img>` element over instead of drawing a new one: the
 * picture the shopper already sees stays on screen without a flash or a second download, and the
 * page's largest paint stays the server's (Lighthouse's LCP), not the widget's first render. The
 * element goes back where it was when the widget unmounts (the fallback is whole again).
 * Choosing an option with its own image (spec 1 §3) changes its `src` either way.
 */
export function ProductImage({ src, alt, fallback }: { src: string; alt: string; fallback?: Fallback }) {
  const [server] = useState(() => serverImage(fallback, src));
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const media = box.current;
    if (!server || !media) return;
    const parent = server.parentNode;
    const next = server.nextSibling;
    const before = server.className;
    server.className = styles.image;
    server.dataset.testid = 'pf-product-image';
    media.append(server);
    return () => {
      server.className = before;
      delete server.dataset.testid;
      parent?.insertBefore(server, next);
    };
  }, [server]);

  useLayoutEffect(() => {
    if (server && server.getAttribute('src') !== src) server.src = src;
    if (server) server.alt = alt;
  }, [server, src, alt]);

  return <div ref={box} className={styles.media}>{!server && <img className={styles.image} src={src} alt={alt} data-testid="pf-product-image" />}</div>;
}

/** The fallback's `<img>` showing `src` (as written by the server, or resolved), if any. */
function serverImage(fallback: Fallback | undefined, src: string): HTMLImageElement | null {
  const wanted = new URL(src, document.baseURI).href;
  for (const node of fallback?.nodes ?? []) {
    if (!(node instanceof Element)) continue;
    const images = node instanceof HTMLImageElement ? [node] : [...node.querySelectorAll('img')];
    const found = images.find((img) => img.getAttribute('src') === src || img.src === wanted);
    if (found) return found;
  }
  return null;
}
