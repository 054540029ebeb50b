import { server } from '../../mocks/node';
import type { Facet } from '../../shared/vehicle/state';

/** Every request the page sends from now on, as URLs, in order. */
export function recordRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)));
  return urls;
}

/** The recorded requests to `path` (its end, e.g. `vehicle/getVehicle`). */
export const calls = (urls: URL[], path: string) => urls.filter((u) => u.pathname.endsWith(path));

/** A vehicle facet as the store sends it (`Year 2015`, `MakeID 54 / Make Ford`). */
export const facet = (api_field: string, api_value: string, label_field: string, label_value: string): Facet => ({ api_field, api_value, label_field, label_value });

/** The URLs of every request from now on whose path ends with `path`. */
export function recordRequestsTo(path: string): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) urls.push(url);
  });
  return urls;
}
