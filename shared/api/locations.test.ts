import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { geocodeZip, getLocations } from './locations';
import { failure } from '../../tests/utils/failure';

describe('shared/api/locations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends only the query fields given', async () => {
    let url = '';
    server.use(http.get('*/api/location/getLocations', ({ request }) => ((url = request.url), HttpResponse.json({ locations: [] }))));
    await getLocations({ user_lat: 40.1, user_lng: -88.2, distance: 100, limit: 20 });
    expect(new URL(url).search).toBe('?user_lat=40.1&user_lng=-88.2&distance=100&limit=20');
    await getLocations();
    expect(new URL(url).search).toBe('');
  });

  it('gives an empty list for any failure (spec 1 §7), and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const fault of ['http500', 'network', 'malformed'] as const) {
      setFaults({ failing: { 'api/location/getLocations': fault } });
      expect(await getLocations({ limit: 3 })).toEqual([]);
    }
    server.use(http.get('*/api/location/getLocations', () => HttpResponse.json({ error: 'Locator is off' })));
    expect(await getLocations()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('geocodes a ZIP to numbers, and throws the store error for an unknown one', async () => {
    expect(await geocodeZip('61820')).toEqual({ lat: 40.1164, lng: -88.2434 });
    const e = await failure(geocodeZip('00000'));
    expect([e.kind, e.message]).toEqual(['store', 'We could not find that ZIP code.']);
  });

  it('throws on an answer without coordinates and on a broken server', async () => {
    server.use(http.get('*/api/location/setGeolocationFromZipCode', () => HttpResponse.json({ geo: {} })));
    expect((await failure(geocodeZip('61820'))).kind).toBe('malformed');
    server.resetHandlers();
    setFaults({ failing: { 'api/location/setGeolocationFromZipCode': 'http500' } });
    expect((await failure(geocodeZip('61820'))).kind).toBe('http');
  });
});
