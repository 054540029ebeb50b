/**
 * Product-page data the catalogue does not hold: the captcha the shopper must type, the
 * locations the Contact Us form writes to, the messages sent, the distributor's warehouses and
 * a switch that empties a product's stock. Store stock by location is the catalogue's
 * (`stock_by_location`); warehouse stock is derived from the product id, never random.
 */
import { LOCATIONS } from './locations';

export interface ProductExtras {
  /** The code drawn in the current captcha image (validateCaptcha compares against it). */
  captchaCode: string;
  /** How many captcha images were served (each "new image" draws the next code). */
  captchaServed: number;
  contactLocations: Array<{ location_id: string; location_name: string; email: string }>;
  contactMessages: Array<Record<string, string>>;
  /** Distributor warehouses for getInventoryDetails. */
  warehouses: Array<{ code: string; name: string }>;
  dealerPopup: { dealer_locator_popup_text: string; dealer_locator_popup_heading_text: string };
  /** Product ids whose stock is 0 everywhere, at stores and warehouses (tests set it). */
  outOfStock: number[];
}

/** The captcha codes in the order they are served; the first is the db's starting code. */
export const CAPTCHA_CODES = ['K7P2Q', 'M4X9T', 'R2D8W', 'B6N3Z'];

export function createProductExtras(): ProductExtras {
  return {
    captchaCode: CAPTCHA_CODES[0],
    captchaServed: 0,
    // The store's own locations; their `email` may list several addresses (the first is used).
    contactLocations: LOCATIONS.map((l) => ({ location_id: String(l.location_id), location_name: l.location_name, email: l.email })),
    contactMessages: [],
    warehouses: [
      { code: 'CHI', name: 'Chicago DC' },
      { code: 'IND', name: 'Indianapolis DC' },
      { code: 'STL', name: 'St. Louis DC' },
    ],
    dealerPopup: {
      dealer_locator_popup_heading_text: 'Pick up in store',
      dealer_locator_popup_text: '<p>Choose a store near you to see its stock and pick up today.</p>',
    },
    outOfStock: [],
  };
}

/** Stock of a product at the n-th location: 0..11, some zeros, fixed by the ids. */
export function stockAt(productId: number, index: number, extras: ProductExtras): number {
  if (extras.outOfStock.includes(productId)) return 0;
  return (productId * 7 + index * 5) % 12;
}

/** A small SVG drawing the code (the real store serves a PNG; both are images of 175 px). */
export function captchaSvg(code: string): string {
  const letters = code
    .split('')
    .map((c, i) => `<text x="${18 + i * 30}" y="34" transform="rotate(${(i % 2 ? 8 : -8)} ${18 + i * 30} 30)">${c}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="175" height="50" viewBox="0 0 175 50"><rect width="175" height="50" fill="#eef1f4"/><path d="M0 30 Q 45 5 90 28 T 175 20" stroke="#9aa5b1" fill="none"/><g font-family="monospace" font-size="26" fill="#24313f">${letters}</g></svg>`;
}
