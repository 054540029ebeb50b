import { storeImage } from './store-images';

/**
 * Pictures drawn as small SVGs, one look per category (and per option value), so the preview shows
 * pictures without any files. Each is given a store address (`/index.php?route=tool/image&id=…`,
 * served by the mock store), as the PHP store gives images: the widgets' one URL check drops
 * `data:` addresses.
 */
const svgUri = (svg: string) => storeImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square tile with a category colour, a simple glyph and a short label. */
export function tileImage(label: string, colour: string, glyph: string): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
      `<rect width="200" height="200" fill="#f4f5f7"/>` +
      `<g fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>` +
      `<text x="100" y="185" font-family="Arial,sans-serif" font-size="16" text-anchor="middle" fill="#333">${escapeXml(label)}</text>` +
      `</svg>`,
  );
}

/** A colour swatch for image-type option values and option images. */
export function swatchImage(colour: string, label: string): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
      `<rect width="200" height="200" rx="16" fill="${colour}"/>` +
      `<text x="100" y="110" font-family="Arial,sans-serif" font-size="22" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>` +
      `</svg>`,
  );
}

/** A rebate banner for cart lines. */
export function bannerImage(text: string): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="60" viewBox="0 0 320 60">` +
      `<rect width="320" height="60" fill="#0b5394"/>` +
      `<text x="160" y="37" font-family="Arial,sans-serif" font-size="18" text-anchor="middle" fill="#fff">${escapeXml(text)}</text>` +
      `</svg>`,
  );
}

/** Glyphs (SVG path content) by category key. */
export const GLYPHS: Record<string, string> = {
  brakes: '<circle cx="100" cy="85" r="55"/><circle cx="100" cy="85" r="15"/>',
  suspension: '<path d="M100 20v20l-30 12 60 12-60 12 60 12-60 12 30 12v40"/>',
  filters: '<rect x="60" y="30" width="80" height="110" rx="12"/><path d="M75 50v70M100 50v70M125 50v70"/>',
  ignition: '<path d="M100 20v30M85 50h30v40H85zM92 90v40l8 15 8-15V90"/>',
  lighting: '<circle cx="100" cy="75" r="40"/><path d="M85 115h30M88 135h24M100 15v10M45 75H35M165 75h-10"/>',
  cooling: '<rect x="45" y="35" width="110" height="100" rx="6"/><path d="M45 60h110M45 85h110M45 110h110"/>',
  belts: '<circle cx="65" cy="85" r="30"/><circle cx="140" cy="60" r="20"/><circle cx="135" cy="125" r="18"/><path d="M65 55l75-15M160 60l-7 65M50 110l70 32"/>',
  wipers: '<path d="M30 140L160 40M40 132l-10 8M80 140l40-40"/>',
  batteries: '<rect x="40" y="55" width="120" height="85" rx="6"/><path d="M65 40v15M135 40v15M60 90h20M70 80v20M120 90h20"/>',
  accessories: '<path d="M40 120l20-60h80l20 60zM60 120v20M140 120v20M60 95h80"/>',
};

/**
 * A content picture without any text (banners, image tiles, blog posts, video posters): the
 * widgets write titles over or beside their pictures, so a picture with words in it would show
 * them twice. Drawn here in code, no artwork from anyone else (mocks/CREDITS.md): a colour
 * gradient, a road running into the distance, and the category's glyph large on the right, away
 * from where captions sit (bottom left).
 */
export function sceneImage(colour: string, glyph: string, width: number, height: number): string {
  const s = Math.min(width, height) / 200;
  const glyphSize = 200 * s * 0.8;
  const gx = width - glyphSize - Math.min(width, height) * 0.1;
  const gy = height * 0.08;
  const horizon = height * 0.55;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1b1b1b"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<path d="M0 ${horizon} L${width} ${horizon * 0.82} V${height} H0Z" fill="#000" fill-opacity="0.25"/>` +
      `<path d="M${width * 0.18} ${height} L${width * 0.46} ${horizon * 0.9} L${width * 0.5} ${horizon * 0.9} L${width * 0.62} ${height}Z" fill="#2b2b2b" fill-opacity="0.85"/>` +
      `<path d="M${width * 0.4} ${height} L${width * 0.48} ${horizon * 0.92}" stroke="#f4d03f" stroke-width="${Math.max(2, 4 * s)}" stroke-dasharray="${12 * s} ${10 * s}"/>` +
      `<g transform="translate(${gx} ${gy}) scale(${(glyphSize / 200).toFixed(3)})" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>` +
      `</svg>`,
  );
}
