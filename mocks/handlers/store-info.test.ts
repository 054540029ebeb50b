import { anyAnswer } from '../../tests/utils/failure';
import { describe, expect, it } from 'vitest';
import { request } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';
import { dealerDistance } from './store-info';

/** The remaining spec 1 §7 calls answer like the store, through the real client. */
describe('mock store: localization, dealer locator, session', () => {
  it('lists countries and zones', async () => {
    const answer = await request('localization', { shape: anyAnswer<{ countries: Array<{ name: string }>; zones: Array<{ code: string }> }>() });
    expect(answer.countries.map((c) => c.name)).toContain('United States');
    expect(answer.zones.map((z) => z.code)).toContain('IL');
  });

  it('finds a dealer by id and refuses an unknown one', async () => {
    expect(await request('findDealer', { shape: anyAnswer(), query: { id: 1 } })).toMatchObject({ location_name: expect.any(String), address: expect.any(String) });
    await expect(request('findDealer', { shape: anyAnswer(), query: { id: 999 } })).rejects.toMatchObject({ kind: 'store', message: 'Store not found!' });
  });

  it('keeps the dealer distance within 10–250 miles, default 25, else the minimum', () => {
    expect([dealerDistance(null), dealerDistance('100'), dealerDistance('5'), dealerDistance('400'), dealerDistance('x')]).toEqual([25, 100, 10, 10, 10]);
  });

  it('answers the locator data source near a ZIP, and refuses an invalid ZIP with the spec text', async () => {
    const near = await request('dealerDataSource', { shape: anyAnswer<{ html: string; data: { show_map: boolean; locations: Array<{ distance: number }> } }>(), 
      query: { format: 'json', search: '61820', distance: 50 },
    });
    expect(near.data.show_map).toBe(true);
    expect(near.data.locations.every((l) => l.distance <= 50)).toBe(true);
    expect(near.data.locations.map((l) => l.distance)).toEqual([...near.data.locations.map((l) => l.distance)].sort((a, b) => a - b));
    const bad = await request('dealerDataSource', { shape: anyAnswer(), query: { format: 'json', search: '00000' } }).catch((e: ApiError) => e);
    expect((bad as ApiError).message).toBe('Invalid ZIP code. Please try again.');
  });

  it('resets the store choice and clears the session', async () => {
    expect(await request('resetStore', { shape: anyAnswer() })).toEqual({ success: true });
    expect(await request('clearSession', { shape: anyAnswer() })).toEqual({ success: true });
  });
});
