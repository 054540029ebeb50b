import { describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../mocks/node';
import { request, supersedable } from './client';
import { errorText } from './errors';
import { toForm } from './form';
import { endpoint } from './endpoints';
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
    const answer = await request<{ total_items: number }>('cartAdd', { form: { product_id: 1, option: { 5: '9' } } });
    expect(answer.total_items).toBe(3);
    expect(seen).toContain('application/x-www-form-urlencoded');
    expect(decodeURIComponent(seen)).toContain('product_id=1&option[5]=9');
  });

  it('turns the store refusals into one error with its text', async () => {
    server.use(http.get(URL_YEARS, () => HttpResponse.json({ error: 'Year is required' })));
    const e1 = await failure(request('ymmYears'));
    expect([e1.kind, e1.message, errorText(e1)]).toEqual(['store', 'Year is required', 'Year is required']);

    server.use(http.get(URL_YEARS, () => HttpResponse.json({ error_message: 'Not orderable' })));
    expect((await failure(request('ymmYears'))).message).toBe('Not orderable');

    server.use(http.get(URL_YEARS, () => HttpResponse.json({ errors: { email: 'E-Mail is invalid', phone: 'Phone is required' } })));
    const e3 = await failure(request('ymmYears'));
    expect(e3.fields).toEqual({ email: 'E-Mail is invalid', phone: 'Phone is required' });
  });

  it('returns a refusal instead of throwing when asked (cart answers carry both)', async () => {
    server.use(http.get(URL_YEARS, () => HttpResponse.json({ error: 'Coupon is invalid', products: [] })));
    expect(await request('ymmYears', { rejectStoreErrors: false })).toEqual({ error: 'Coupon is invalid', products: [] });
  });

  it('treats a truncated or non-JSON body as an error, not a string', async () => {
    server.use(http.get(URL_YEARS, () => new HttpResponse('[{"id": "2024", "na', { headers: { 'Content-Type': 'application/json' } })));
    expect((await failure(request('ymmYears'))).kind).toBe('malformed');
    server.use(http.get(URL_YEARS, () => new HttpResponse('', { status: 200 })));
    expect((await failure(request('ymmYears'))).kind).toBe('malformed');
  });

  it('reports a 500 HTML page and a network error, with a generic text', async () => {
    server.use(http.post('*/checkout/cart/add', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    const e = await failure(request('cartAdd', { form: { product_id: 1 } }));
    expect([e.kind, e.status]).toEqual(['http', 500]);
    expect(errorText(e)).toBe('Something went wrong. Please try again.');
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.error()));
    expect((await failure(request('cartAdd', { form: { product_id: 1 } }))).kind).toBe('network');
  });

  it('retries GETs on 5xx but never sends a POST twice', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      http.get(URL_YEARS, () => (++gets < 3 ? new HttpResponse('down', { status: 503 }) : HttpResponse.json([{ id: '2024', name: '2024' }]))),
      http.post('*/checkout/cart/add', () => (posts++, new HttpResponse('down', { status: 503 }))),
    );
    expect(await request('ymmYears')).toEqual([{ id: '2024', name: '2024' }]);
    expect(gets).toBe(3);
    await failure(request('cartAdd', { form: { product_id: 1 } }));
    expect(posts).toBe(1);
  });

  it('aborts a superseded request', async () => {
    server.use(http.get(URL_YEARS, async () => (await delay(50), HttpResponse.json([]))));
    const latest = supersedable();
    const first = request('ymmYears', { signal: latest.next() });
    const second = request('ymmYears', { signal: latest.next() });
    expect((await failure(first)).kind).toBe('aborted');
    expect(await second).toEqual([]);
  });

  it('reaches both path forms, and takes endpoint overrides and the base URL from #pf-config', async () => {
    setConfig({ baseUrl: 'https://store.example/', endpoints: { ymmYears: '/index.php?route=ymm/json/years' } });
    expect(endpoint('ymmYears')).toBe('/index.php?route=ymm/json/years');
    let url = '';
    server.use(http.get('https://store.example/index.php', ({ request: r }) => ((url = r.url), HttpResponse.json([]))));
    await request('ymmYears');
    expect(url).toBe('https://store.example/index.php?route=ymm/json/years');
    expect(endpoint('cartRemoveTotalCode', { code: 'coupon' })).toBe('/index.php?route=checkout/coupon/remove');
  });
});
