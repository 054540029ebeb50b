import { anyAnswer } from '../../tests/utils/failure';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../mocks/node';
import { request, supersedable } from './client';
import { errorText } from './errors';
import { toForm } from './form';
import { endpoint } from './endpoints/core';
import './endpoints/all';
import { setConfig } from '../../tests/utils/widget';
import { failure } from '../../tests/utils/failure';

/** These tests speak to throwaway routes on the mock server, one behaviour each. */
const URL_YEARS = '*/ymm/json/years';

describe('shared/api client', () => {
  it('encodes nested form fields the way PHP reads them', () => {
    const body = toForm({ product_id: 42, quantity: 2, option: { 12: '5', 13: ['7', '8'] }, products: [{ cart_key: 'a', po_number: 'PO1' }], flag: true, none: null });
    expect(decodeURIComponent(body.toString())).toBe(
      'product_id=42&quantity=2&option[12]=5&option[13][]=7&option[13][]=8&products[0][cart_key]=a&products[0][po_number]=PO1&flag=1',
    );
  });

  it('posts form-encoded bodies and parses JSON answers', async () => {
    let seen = '';
    server.use(
      http.post('*/checkout/cart/add', async ({ request: r }) => {
        seen = `${r.headers.get('content-type')} ${await r.text()}`;
        return HttpResponse.json({ success: 'ok', total_items: 3 });
      }),
    );
    const answer = await request('cartAdd', { shape: anyAnswer<{ total_items: number }>(), form: { product_id: 1, option: { 5: '9' } } });
    expect(answer.total_items).toBe(3);
    expect(seen).toContain('application/x-www-form-urlencoded');
    expect(decodeURIComponent(seen)).toContain('product_id=1&option[5]=9');
  });

  it('turns the store refusals into one error with its text', async () => {
    server.use(http.get(URL_YEARS, () => HttpResponse.json({ error: 'Year is required' })));
    const e1 = await failure(request('ymmYears', { shape: anyAnswer() }));
    expect([e1.kind, e1.message, errorText(e1)]).toEqual(['store', 'Year is required', 'Year is required']);

    server.use(http.get(URL_YEARS, () => HttpResponse.json({ error_message: 'Not orderable' })));
    expect((await failure(request('ymmYears', { shape: anyAnswer() }))).message).toBe('Not orderable');

    server.use(http.get(URL_YEARS, () => HttpResponse.json({ errors: { email: 'E-Mail is invalid', phone: 'Phone is required' } })));
    const e3 = await failure(request('ymmYears', { shape: anyAnswer() }));
    expect(e3.fields).toEqual({ email: 'E-Mail is invalid', phone: 'Phone is required' });
  });

  it('returns a refusal instead of throwing when asked (cart answers carry both)', async () => {
    server.use(http.get(URL_YEARS, () => HttpResponse.json({ error: 'Coupon is invalid', products: [] })));
    expect(await request('ymmYears', { shape: anyAnswer(), rejectStoreErrors: false })).toEqual({ error: 'Coupon is invalid', products: [] });
  });

  it('treats a truncated or non-JSON body as an error, not a string', async () => {
    server.use(http.get(URL_YEARS, () => new HttpResponse('[{"id": "2024", "na', { headers: { 'Content-Type': 'application/json' } })));
    expect((await failure(request('ymmYears', { shape: anyAnswer() }))).kind).toBe('malformed');
    server.use(http.get(URL_YEARS, () => new HttpResponse('', { status: 200 })));
    expect((await failure(request('ymmYears', { shape: anyAnswer() }))).kind).toBe('malformed');
  });

  it('reports a 500 HTML page and a network error, with a generic text', async () => {
    server.use(http.post('*/checkout/cart/add', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    const e = await failure(request('cartAdd', { shape: anyAnswer(), form: { product_id: 1 } }));
    expect([e.kind, e.status]).toEqual(['http', 500]);
    expect(errorText(e)).toBe('Something went wrong. Please try again.');
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.error()));
    expect((await failure(request('cartAdd', { shape: anyAnswer(), form: { product_id: 1 } }))).kind).toBe('network');
  });

  it('retries GETs on 5xx but never sends a POST twice', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      http.get(URL_YEARS, () => (++gets < 3 ? new HttpResponse('down', { status: 503 }) : HttpResponse.json([{ id: '2024', name: '2024' }]))),
      http.post('*/checkout/cart/add', () => (posts++, new HttpResponse('down', { status: 503 }))),
    );
    expect(await request('ymmYears', { shape: anyAnswer() })).toEqual([{ id: '2024', name: '2024' }]);
    expect(gets).toBe(3);
    await failure(request('cartAdd', { shape: anyAnswer(), form: { product_id: 1 } }));
    expect(posts).toBe(1);
  });

  it('aborts a superseded request', async () => {
    server.use(http.get(URL_YEARS, async () => (await delay(50), HttpResponse.json([]))));
    const latest = supersedable();
    const first = request('ymmYears', { shape: anyAnswer(), signal: latest.next() });
    const second = request('ymmYears', { shape: anyAnswer(), signal: latest.next() });
    expect((await failure(first)).kind).toBe('aborted');
    expect(await second).toEqual([]);
  });

  it('reaches both path forms, and takes endpoint overrides and the base URL from #pf-config', async () => {
    setConfig({ baseUrl: 'https://store.example/', endpoints: { ymmYears: '/index.php?route=ymm/json/years' } });
    expect(endpoint('ymmYears')).toBe('/index.php?route=ymm/json/years');
    let url = '';
    server.use(http.get('https://store.example/index.php', ({ request: r }) => ((url = r.url), HttpResponse.json([]))));
    await request('ymmYears', { shape: anyAnswer() });
    expect(url).toBe('https://store.example/index.php?route=ymm/json/years');
    expect(endpoint('cartRemoveTotalCode', { code: 'coupon' })).toBe('/index.php?route=checkout/coupon/remove');
  });

  it('keeps the folder of a base URL, calls the page origin without one, and leaves an absolute address alone', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/ymm/json/years', ({ request: r }) => (urls.push(r.url), HttpResponse.json([]))),
      http.get('https://ip.example/8.8.8.8', ({ request: r }) => (urls.push(r.url), HttpResponse.json({}))),
    );
    await request('ymmYears', { shape: anyAnswer() });
    setConfig({ baseUrl: 'https://store.example/shop/' });
    await request('ymmYears', { shape: anyAnswer() });
    await request('ipLookup', { shape: anyAnswer(), url: 'https://ip.example/8.8.8.8' });
    expect(urls).toEqual([`${location.origin}/ymm/json/years`, 'https://store.example/shop/ymm/json/years', 'https://ip.example/8.8.8.8']);
  });

  it('sends the query as the store reads it: undefined skipped, numbers and booleans as text, after a route', async () => {
    let url = '';
    server.use(
      http.get('*/ymm/json/years', ({ request: r }) => ((url = r.url), HttpResponse.json([]))),
      http.get('*/index.php', ({ request: r }) => ((url = r.url), HttpResponse.json({}))),
    );
    await request('ymmYears', { shape: anyAnswer(), query: { year: 2024, universal: true, hidden: false, skipped: undefined, q: 'brake pad: 5$,a&b=c' } });
    expect(url.slice(url.indexOf('?'))).toBe('?year=2024&universal=true&hidden=false&q=brake+pad:+5$,a%26b%3Dc');
    expect(new URL(url).searchParams.get('q')).toBe('brake pad: 5$,a&b=c');
    await request('inventoryDetails', { shape: anyAnswer(), query: { product_id: 42 } });
    expect(url.slice(url.indexOf('?'))).toBe('?route=product/product/getInventoryDetails&product_id=42');
    await request('ymmYears', { shape: anyAnswer(), query: { skipped: undefined } });
    expect(url).toBe(`${location.origin}/ymm/json/years`);
  });

  it('says it is an XMLHttpRequest that wants JSON, and sends a form as UTF-8 form encoding', async () => {
    const seen: Record<string, string | null>[] = [];
    const look = (r: Request) => ({ method: r.method, with: r.headers.get('x-requested-with'), accept: r.headers.get('accept'), type: r.headers.get('content-type'), credentials: r.credentials });
    server.use(
      http.get(URL_YEARS, ({ request: r }) => (seen.push(look(r)), HttpResponse.json([]))),
      http.put('*/checkout/cart/edit', async ({ request: r }) => (seen.push({ ...look(r), body: await r.text() }), HttpResponse.json({}))),
    );
    await request('ymmYears', { shape: anyAnswer() });
    await request('cartEdit', { shape: anyAnswer(), method: 'PUT', form: { quantity: { a1: 2 }, note: 'Größe 5 & 6' } });
    expect(seen).toEqual([
      { method: 'GET', with: 'XMLHttpRequest', accept: 'application/json', type: null, credentials: 'same-origin' },
      {
        method: 'PUT',
        with: 'XMLHttpRequest',
        accept: 'application/json',
        type: 'application/x-www-form-urlencoded; charset=UTF-8',
        credentials: 'same-origin',
        body: 'quantity%5Ba1%5D=2&note=Gr%C3%B6%C3%9Fe+5+%26+6',
      },
    ]);
  });

  it('adds no header of its own: no X-XSRF-TOKEN from a cookie of that name', async () => {
    document.cookie = 'XSRF-TOKEN=from-another-app; path=/';
    let headers: string[] = [];
    server.use(http.get(URL_YEARS, ({ request: r }) => ((headers = [...r.headers.keys()]), HttpResponse.json([]))));
    await request('ymmYears', { shape: anyAnswer() });
    expect(headers).not.toContain('x-xsrf-token');
    expect(headers).toEqual(expect.arrayContaining(['accept', 'x-requested-with']));
  });

  it('sends a multipart body as it is, with the boundary the browser writes and no form content type', async () => {
    let seen: { type: string | null; query: string; note: FormDataEntryValue | null; file: string } | null = null;
    server.use(
      http.post('*/api/customer_history/add', async ({ request: r }) => {
        const type = r.headers.get('content-type');
        const data = await r.formData();
        const file = data.get('image') as File;
        seen = { type, query: new URL(r.url).search, note: data.get('comment'), file: `${file.name} ${file.type} ${await file.text()}` };
        return HttpResponse.json({ success: true });
      }),
    );
    const body = new FormData();
    body.append('comment', 'Called about the brake pads');
    body.append('image', new File(['fake png'], 'receipt.png', { type: 'image/png' }));
    expect(await request('customerHistoryAdd', { shape: anyAnswer(), query: { customer_id: 7 }, multipart: body })).toEqual({ success: true });
    expect(seen).toEqual({ type: expect.stringMatching(/^multipart\/form-data; boundary=./), query: '?customer_id=7', note: 'Called about the brake pads', file: 'receipt.png image/png fake png' });
  });

  it('reports an abort as aborted, whatever the reason given, and never retries it', async () => {
    let calls = 0;
    server.use(http.get(URL_YEARS, async () => (calls++, await delay(50), new HttpResponse('down', { status: 503 }))));
    const early = new AbortController();
    early.abort();
    expect((await failure(request('ymmYears', { shape: anyAnswer(), signal: early.signal }))).kind).toBe('aborted');
    expect(calls).toBe(0);

    const later = new AbortController();
    const call = request('ymmYears', { shape: anyAnswer(), signal: later.signal });
    await delay(10);
    later.abort(new Error('The shopper left the page'));
    const e = await failure(call);
    expect([e.kind, e.message]).toEqual(['aborted', 'Request superseded.']);
    await delay(100);
    expect(calls).toBe(1);
  });

  it('retries a GET after a network failure, and reads a refusal sent with an error status', async () => {
    let gets = 0;
    server.use(http.get(URL_YEARS, () => (++gets < 3 ? HttpResponse.error() : HttpResponse.json([]))));
    expect(await request('ymmYears', { shape: anyAnswer() })).toEqual([]);
    expect(gets).toBe(3);

    server.use(http.get(URL_YEARS, () => HttpResponse.json({ error: 'Please log in' }, { status: 403 })));
    expect(await failure(request('ymmYears', { shape: anyAnswer() }))).toMatchObject({ kind: 'store', message: 'Please log in' });
    server.use(http.get(URL_YEARS, () => HttpResponse.json({ missing: true }, { status: 404 })));
    expect(await failure(request('ymmYears', { shape: anyAnswer() }))).toMatchObject({ kind: 'http', status: 404, body: { missing: true } });
  });

  it('hands back an image as a Blob, and a failed image as an http error', async () => {
    server.use(http.get('*/index.php', () => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } })));
    const image = await request('captchaImage', { expect: 'blob' });
    expect(image.type).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    server.use(http.get('*/index.php', () => HttpResponse.json({ error: 'No captcha' }, { status: 404 })));
    expect(await failure(request('captchaImage', { expect: 'blob' }))).toMatchObject({ kind: 'http', status: 404, body: undefined });
  });

  it('reads an answer in the charset the store names, as the browser did', async () => {
    const latin1 = Uint8Array.from('{"name":"Stra\xdfe"}', (c) => c.charCodeAt(0));
    server.use(http.get(URL_YEARS, () => new HttpResponse(latin1, { headers: { 'Content-Type': 'application/json; charset=ISO-8859-1' } })));
    expect(await request('ymmYears', { shape: anyAnswer() })).toEqual({ name: 'Straße' });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"name":"Straße"}')]);
    server.use(http.get(URL_YEARS, () => new HttpResponse(bom, { headers: { 'Content-Type': 'application/json' } })));
    expect(await request('ymmYears', { shape: anyAnswer() })).toEqual({ name: 'Straße' });
  });
});
