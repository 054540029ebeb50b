import { afterEach, describe, expect, it } from 'vitest';
import { currencyParam, pageParam, previewHref } from '../../preview/links';
import { applyEmptyState, applyFailState, stateParams } from '../../preview/states';
import { db } from '../../mocks/db';
import { faults } from '../../mocks/faults';

/** The demo store's links, paging and currency stay inside the preview. */
const at = (path: string) => window.history.replaceState(null, '', path);
afterEach(() => at('/'));

describe('preview: the demo store behind its links', () => {
  const base = 'http://127.0.0.1:5173/preview/demo-store.html';

  it('maps the store paths the widgets link to onto the preview pages that show them', () => {
    expect(previewHref('/product/104-moog-ball-joint', base)).toBe('/preview/demo-product.html?product_id=104');
    expect(previewHref('/product/104-moog-ball-joint?queryID=0123456789abcdef0123456789abcdef', base)).toBe('/preview/demo-product.html?product_id=104');
    expect(previewHref('/checkout/cart', base)).toBe('/preview/widget.html?w=cart');
    expect(previewHref('/account/wishlist', base)).toBe('/preview/widget.html?w=wishlist');
    expect(previewHref('/product/compare', base)).toBe('/preview/widget.html?w=compare');
    expect(previewHref('/', base)).toBe('/preview/demo-store.html');
  });

  it('keeps paging and currency, and leaves preview pages and other sites alone', () => {
    expect(previewHref('/?currency=EUR', base)).toBe('/preview/demo-store.html?currency=EUR');
    expect(previewHref('/preview/demo-store.html?page=2', base)).toBeNull();
    expect(previewHref('https://example.com/product/1', base)).toBeNull();
  });

  it('reads ?page= and ?currency= as the store would', () => {
    at('/preview/demo-store.html?page=2&currency=eur');
    expect(pageParam()).toBe(2);
    expect(currencyParam()).toEqual({ code: 'EUR', locale: 'de-DE' });
    at('/preview/demo-store.html?page=x&currency=XYZ');
    expect(pageParam()).toBe(1);
    expect(currencyParam()).toBeUndefined();
  });
});

describe('preview: the gallery states', () => {
  it('shows an empty cart and lists with ?state=empty, and a failing route with ?fail=', () => {
    expect(db.cart.lines.length).toBeGreaterThan(0);
    expect(applyEmptyState(stateParams('?w=cart&state=empty'))).toBe(true);
    expect(db.cart.lines).toEqual([]);
    expect(db.cart.vouchers).toEqual([]);
    expect(db.lists.wishlist).toEqual([]);
    applyFailState(stateParams('?w=cart&fail=checkout/cart/getData'));
    expect(faults.failing).toEqual({ 'checkout/cart/getData': 'http500' });
    expect(applyEmptyState(stateParams('?w=cart'))).toBe(false);
  });
});

describe('preview: the gallery knows every widget the loader mounts', () => {
  it('counts the widgets the loader imports on demand (registry-more) as registered, so none is marked "not registered yet"', async () => {
    const { registeredNames } = await import('../../preview/registered');
    const folders = Object.keys(import.meta.glob('../../widgets/*/index.tsx')).map((f) => f.split('/')[3]);
    expect(folders.length).toBeGreaterThan(30);
    expect(folders.filter((w) => !registeredNames.includes(w))).toEqual([]);
    expect(registeredNames).toContain('pos-order-list');
    expect(registeredNames).toContain('product');
  });
});
