/**
 * The mock store's product images as the PHP store gives them: addresses (`/index.php?route=
 * tool/image&id=…`), not `data:` URIs, which the widgets' `url` check drops (spec: images are
 * URLs). The drawing is the same SVG; the route in `mocks/handlers/product.ts` serves it.
 */
const images = new Map<string, string>();

/** A short stable key for a drawing, so the same image has the same address in every run. */
function keyOf(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** The store address of a `data:image/svg+xml` drawing (anything else is returned as it is). */
export function storeImage(dataUri: string): string {
  if (!dataUri.startsWith('data:image/svg+xml')) return dataUri;
  const svg = decodeURIComponent(dataUri.slice(dataUri.indexOf(',') + 1));
  const key = keyOf(svg);
  images.set(key, svg);
  return `/index.php?route=tool/image&id=${key}`;
}

/** The SVG behind an address made by `storeImage`. */
export const storedImage = (key: string | null): string | undefined => (key ? images.get(key) : undefined);
