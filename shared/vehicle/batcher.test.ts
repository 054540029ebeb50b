import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { requestFitment } from './batcher';
import { entryOf } from './fitmentStore';
import { saveVehicle, years, ymmLists, encodeFacet } from '../api/ymm';
import { fetchQuery } from '../data';
import { setFaults } from '../../mocks/faults';
import { recordRequestsTo as recordRequests } from '../../tests/utils/requests';

const F150 = [
  { api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' },
  { api_field: 'MakeID', api_value: '54', label_field: 'Make', label_value: 'Ford' },
  { api_field: 'ModelID', api_value: '6789', label_field: 'Model', label_value: 'F-150' },
];

describe('fitment batcher', () => {
  it('sends the requests of one tick as one validateFitment call, and later ones as the next batch', async () => {
    const calls = recordRequests('/ymm/json/validateFitment');
    db.ymm.facets = F150;
    const first = [requestFitment([{ aaia: 'BKDK', mpn: 'ABC123' }]), requestFitment([{ aaia: 'DENS', mpn: '2344209' }]), requestFitment([{ aaia: 'CRCI', mpn: '05089' }])];
    await Promise.all(first);
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('Parts')).toBe('BKDK~ABC123,DENS~2344209,CRCI~05089');
    expect(entryOf({ aaia: 'BKDK', mpn: 'ABC123' }).part.result).toBe('yes');
    expect(entryOf({ aaia: 'DENS', mpn: '2344209' }).part.result).toBe('no');
    expect(entryOf({ aaia: 'CRCI', mpn: '05089' }).part.result).toBe('universal');

    // Already answered: not asked again; a new part goes out in its own batch.
    await requestFitment([{ aaia: 'BKDK', mpn: 'ABC123' }, { aaia: 'ACDL', mpn: 'PF63X' }]);
    expect(calls).toHaveLength(2);
    expect(calls[1].searchParams.get('Parts')).toBe('ACDL~PF63X');
    expect(entryOf({ aaia: 'ACDL', mpn: 'PF63X' }).part.result).toBe('unknown');
  });

  it('keeps a part the answer leaves out as "maybe", and marks a failed batch as an error', async () => {
    server.use(http.get('*/ymm/json/validateFitment', () => HttpResponse.json({ parts: [] })));
    await requestFitment([{ aaia: 'BKDK', mpn: 'ABC123' }]);
    expect(entryOf({ aaia: 'BKDK', mpn: 'ABC123' })).toMatchObject({ status: 'done', part: { result: 'maybe' } });

    server.resetHandlers();
    setFaults({ failing: { 'ymm/json/validateFitment': 'http500' } });
    await requestFitment([{ aaia: 'MOOG', mpn: 'K80012' }]);
    expect(entryOf({ aaia: 'MOOG', mpn: 'K80012' })).toMatchObject({ status: 'error', part: { result: 'maybe' } });
  });
});

describe('ymm calls', () => {
  it('fetches each list once per page, and again after a failure', async () => {
    const calls = recordRequests('/ymm/json/makes');
    setFaults({ failing: { 'ymm/json/makes': 'malformed' } });
    // Lists are kept in the page's query cache, as the vehicle selector reads them (useYmmList).
    const makes2015 = ymmLists.makes('2015');
    const read = () => fetchQuery(['ymm', makes2015.key], makes2015.load, { staleMs: Infinity });
    await expect(read()).rejects.toMatchObject({ kind: 'malformed' });
    setFaults({});
    const first = await read();
    expect(first.map((m) => m.name)).toContain('Ford');
    await read();
    await read();
    expect(calls).toHaveLength(2);
    const yearList = await years();
    expect(yearList[0]).toEqual({ id: '2026', name: '2026' });
    expect(yearList.at(-1)).toEqual({ id: '1995', name: '1995' });
  });

  it('writes saveVehicle as add1..addN in cascade order, and resets with no parameters', async () => {
    const calls = recordRequests('/ymm/json/saveVehicle');
    const sub = { api_field: 'SubModelID', api_value: '101', label_field: 'Sub Model', label_value: 'XLT' };
    const answer = await saveVehicle([sub, F150[2], F150[0], F150[1]]);
    expect(calls[0].search).toBe(
      '?add1=Year%7C%7C2015%7C%7CYear%7C%7C2015&add2=MakeID%7C%7C54%7C%7CMake%7C%7CFord&add3=ModelID%7C%7C6789%7C%7CModel%7C%7CF-150&add4=SubModelID%7C%7C101%7C%7CSub+Model%7C%7CXLT',
    );
    expect(answer).toMatchObject({ action: 'save', hasYmm: true, hasEngine: false });
    expect(db.ymm.facets.map(encodeFacet)).toEqual([...F150, sub].map(encodeFacet));
    const reset = await saveVehicle();
    expect(calls[1].search).toBe('');
    expect(reset).toMatchObject({ action: 'reset', facets: [] });
  });
});
