import type { Coords } from './stores';

/** The query keys of this module's read: the browser's position, by ask ("Use my location" asks again). */
export const positionKeys = {
  ask: (ask: number) => ['locator', 'position', ask] as const,
};

/**
 * The shopper's coordinates for "stores near you", when the browser gives them within a few
 * seconds. Spec 1 §8: a geolocation failure (refusal, timeout, no support) is logged and the
 * search goes on without coordinates (`null`).
 */
export function currentPosition(timeoutMs = 5000): Promise<Coords | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ user_lat: p.coords.latitude, user_lng: p.coords.longitude }),
      (error) => {
        console.warn('[partsfront] geolocation failed', error);
        resolve(null);
      },
      { timeout: timeoutMs, maximumAge: 10 * 60 * 1000 },
    );
  });
}
