/**
 * The shopper's coordinates for "stores near you", when the browser gives them within a few
 * seconds. Spec 1 §8: a geolocation failure is logged and the search goes on without them.
 */
export function currentPosition(timeoutMs = 5000): Promise<{ user_lat: number; user_lng: number } | null> {
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
