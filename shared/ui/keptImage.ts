import { useLayoutEffect, type RefObject } from 'react';
import type { Fallback } from '../runtime/defineWidget';

/**
 * The theme's own pictures, taken over by a widget: when the server printed an image inside the
 * placeholder (its fallback) and the widget shows the same picture, the widget moves that `<img>`
 * element into its markup instead of drawing a new one. The picture the shopper already sees stays
 * on screen without a flash or a second download, and the page's largest paint stays the server's
 * (Lighthouse's LCP) instead of waiting for the widget's first render. The element goes back
 * where it was when the widget unmounts, so the fallback is whole again.
 */

/**
 * The fallback's images, handed out by address: each call gives the first image showing `src` (as
 * the server wrote it, or resolved) that no earlier call took, or null. Two cards with the same
 * picture each get their own element while the fallback has enough of them.
 */
export function serverImages(fallback: Fallback | undefined): (src: string | undefined) => HTMLImageElement | null {
  const images: HTMLImageElement[] = [];
  for (const node of fallback?.nodes ?? []) {
    if (node instanceof HTMLImageElement) images.push(node);
    else if (node instanceof Element) images.push(...node.querySelectorAll('img'));
  }
  const taken = new Set<HTMLImageElement>();
  return (src) => {
    if (!src) return null;
    const wanted = new URL(src, document.baseURI).href;
    const found = images.find((img) => !taken.has(img) && (img.getAttribute('src') === src || img.src === wanted));
    if (found) taken.add(found);
    return found ?? null;
  };
}

export interface KeptImageLook {
  className: string;
  src: string;
  alt: string;
  /** Kept while the widget shows the element (tests find the picture by it). */
  testId?: string;
}

/**
 * Shows `server` (from `serverImages`) inside `box` with the widget's look, keeps its `src` and
 * `alt` in step with the widget's, and gives it back to the fallback on unmount. The widget draws
 * its own `<img>` only when `server` is null.
 */
export function useKeptImage(server: HTMLImageElement | null, box: RefObject<HTMLElement | null>, { className, src, alt, testId }: KeptImageLook): void {
  useLayoutEffect(() => {
    const into = box.current;
    if (!server || !into) return;
    const parent = server.parentNode;
    const next = server.nextSibling;
    const before = { className: server.className, alt: server.alt, testId: server.dataset.testid };
    into.append(server);
    // A picture that failed to load (a network blip, or the preview's mock store not yet
    // answering as the page was parsed) is asked for again once, as a new <img> would be.
    const again = () => server.getAttribute('src') && (server.src = server.getAttribute('src')!);
    if (server.complete && server.naturalWidth === 0) again();
    else if (!server.complete) server.addEventListener('error', again, { once: true });
    return () => {
      server.removeEventListener('error', again);
      server.className = before.className;
      server.alt = before.alt;
      if (before.testId === undefined) delete server.dataset.testid;
      else server.dataset.testid = before.testId;
      parent?.insertBefore(server, next);
    };
  }, [server, box]);

  useLayoutEffect(() => {
    if (!server) return;
    server.className = className;
    if (testId) server.dataset.testid = testId;
    if (server.getAttribute('src') !== src) server.src = src;
    server.alt = alt;
  }, [server, className, src, alt, testId]);
}
