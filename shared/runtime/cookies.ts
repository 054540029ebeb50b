import Cookies from 'js-cookie';

/**
 * Cookies the store's PHP reads (`alert{id}`, `locator_pickup_location`, `locator_filter`, …),
 * always on path `/` so every page of the store sees them. `days` may be fractional
 * (the locator popup cookie lasts 1/288 day).
 */
export function setCookie(name: string, value: string, days?: number): void {
  Cookies.set(name, value, { path: '/', sameSite: 'Lax', ...(days !== undefined ? { expires: days } : {}) });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
