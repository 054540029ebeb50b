import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { MODELS } from '../db/vehicles';
import type { Facet } from '../../shared/vehicle/state';

/** The mock store's ymm routes, called as the widgets call them (both path forms). */
const get = async (path: string) => (await fetch(`http://store.test${path}`)).json();
const facet = (api_field: string, api_value: string, label_field = api_field, label_value = api_value): Facet => ({ api_field, api_value, label_field, label_value });
const F150_2015 = [facet('Year', '2015'), facet('MakeID', '54', 'Make', 'Ford'), facet('ModelID', '6789', 'Model', 'F-150')];
const sub = (name: string) => MODELS.find((m) => m.id === '6789')!.subModels.find((s) => s.name === name)!.id;

async function validate(parts: string) {
  const answer = (await get(`/ymm/json/validateFitment?Parts=${parts}`)) as { parts: Array<{ aaia: string; result: string; choices: Record<string, unknown[]> }> };
  return answer.parts;
}

describe('mock store: ymm', () => {
  it('validates its parameters like the PHP store (HTTP 200 with an error)', async () => {
    expect(await get('/ymm/json/makes')).toEqual({ error: 'Please select a valid year.' });
    expect(await get('/ymm/json/models?Year=2015')).toEqual({ error: 'Please select a make.' });
    expect(await get('/ymm/json/choices?Year=2015&MakeID=54')).toEqual({ error: 'Please select a model.' });
    expect(await get('/ymm/json/engine_family_sizes')).toEqual({ error: 'Please select an engine manufacturer.' });
    expect(await get('/ymm/json/engine_sizes?EngineMfrID=7')).toEqual({ error: 'Please select an engine family.' });
    expect(await get('/ymm/json/remove_facet')).toEqual({ error: 'Unknown vehicle field.' });
    expect(await get('/ymm/json/validateFitment')).toEqual({ error: 'No parts to validate.' });
    expect(await get('/ymm/json/saveVehicle?add1=Year||2015')).toEqual({ error: 'The vehicle could not be saved.' });
    expect(await get('/ymm/json/saveVehicle?add1=MakeID||54||Make||Ford')).toEqual({ error: 'Please select a year, make and model.' });
  });

  it('answers the lists of spec 4, through both path forms', async () => {
    expect((await get('/index.php?route=ymm/json/years')).length).toBe(32);
    const makes = (await get('/ymm/json/makes?Year=1996')) as Array<{ name: string }>;
    expect(makes.map((m) => m.name)).toEqual([...makes.map((m) => m.name)].sort());
    expect(makes.map((m) => m.name)).not.toContain('Ram'); // Ram as a make starts in 2011
    expect(await get('/ymm/json/choices?Year=2015&MakeID=54&ModelID=6789&BodyTypeID=63')).toMatchObject({
      BodyTypeID: expect.arrayContaining([{ id: '63', name: '4-Door Crew Cab Pickup' }]),
      BedLengthID: [
        { id: '5', name: '5\'5" Bed' },
        { id: '6', name: '6\'5" Bed' },
      ],
    });
    // A sedan has one body type and no bed: nothing to choose there.
    expect(await get('/ymm/json/choices?Year=2015&MakeID=76&ModelID=6503')).toMatchObject({ BodyTypeID: [], BedLengthID: [] });
    expect(await get('/ymm/json/engine_sizes?EngineMfrID=7&EngineFamilyID=31')).toEqual([{ id: '502', name: '5.0L V8' }]);
  });

  it('keeps the vehicle: save, getVehicle, remove_facet (with the levels below), reset', async () => {
    await get(`/ymm/json/saveVehicle?${[...F150_2015, facet('SubModelID', sub('XLT'))].map((f, i) => `add${i + 1}=${encodeURIComponent(Object.values(f).join('||'))}`).join('&')}`);
    expect(await get('/ymm/json/getVehicle')).toMatchObject({ hasYmm: true, hasEngine: false, facets: expect.arrayContaining(F150_2015) });
    await get('/ymm/json/remove_facet?remove=SubModelID');
    expect(db.ymm.facets.map((f) => f.api_field)).toEqual(['Year', 'MakeID', 'ModelID']);
    await get('/ymm/json/remove_facet?remove=MakeID');
    expect(db.ymm.facets.map((f) => f.api_field)).toEqual(['Year']);
    expect(await get('/ymm/json/saveVehicle')).toEqual({ action: 'reset', facets: [], hasEngine: false, hasYmm: false, redirect: '' });
    expect(await get('/ymm/json/toggle_universal')).toEqual({ success: true, showUniversal: false });
  });

  it('produces every fitment result, and choices at each level', async () => {
    expect((await validate('BKDK~ABC123,MOOG~K80012')).map((p) => p.result)).toEqual(['maybe', 'maybe']); // no vehicle yet
    db.ymm.facets = F150_2015;
    const parts = await validate('BKDK~ABC123,CRCI~05089,DENS~2344209,ACDL~PF63X,MOOG~K80012,MOOG~RK622036,EXTG~92475,MOTO~SP546');
    expect(parts.map((p) => p.result)).toEqual(['yes', 'universal', 'no', 'unknown', 'maybe', 'maybe', 'maybe', 'maybe']);
    expect(Object.keys(parts[4].choices)).toEqual(['SubModelID']);
    expect(Object.keys(parts[5].choices)).toEqual(['BodyTypeID']);
    expect(Object.keys(parts[6].choices)).toEqual(['BedLengthID']);
    expect(parts[7].choices).toEqual({}); // an engine rule: the year/make/model cannot tell

    db.ymm.facets = [...F150_2015, facet('SubModelID', sub('XLT')), facet('BodyTypeID', '61'), facet('BedLengthID', '5')];
    expect((await validate('MOOG~K80012,MOOG~RK622036,EXTG~92475')).map((p) => p.result)).toEqual(['yes', 'no', 'yes']);

    db.ymm.facets = [facet('EngineMfrID', '7'), facet('EngineFamilyID', '31'), facet('EngineSizeID', '502')];
    expect((await validate('MOTO~SP546')).map((p) => p.result)).toEqual(['yes']);
    db.ymm.facets = [facet('EngineMfrID', '9'), facet('EngineFamilyID', '51')];
    expect((await validate('MOTO~SP546')).map((p) => p.result)).toEqual(['no']);
  });

  it('answers catalog details only for a known product or part', async () => {
    const post = (body: string) =>
      fetch('http://store.test/ymm/json/getCatalogDetails', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).then((r) => r.json());
    expect(await post('')).toEqual({ error: 'Product not found.' });
    expect(await post('product_id=101&aaia=BKDK&mpn=ABC123')).toMatchObject({ seriesCount: expect.any(Number), seriesUrl: expect.stringContaining('series_id='), categoryUrl: expect.any(String), manufacturerUrl: expect.any(String) });
  });
});
