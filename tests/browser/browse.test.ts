import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getResponse } from 'msw';
import { axe, browser, newSession, openThemePage, type Session, STORE, themeHtml, withBrowser } from './harness';
import { handlers } from '../../mocks/handlers';
import { catalogueProducts, createSearchState, MOCK_SEARCH, runQuery } from '../../mocks/db/search';
import { productById, renderListing, renderProduct } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';

/**
 * Browsing in a real browser, on the built bundle: search with autocomplete → the results
 * listing → add to compare → the compare page → remove → its empty text; and a listing in grid
 * and list view (the choice survives a reload, one fitment request per page). Each page passes
 * an axe check, with no console errors.
 */
withBrowser();

const config = { search: MOCK_SEARCH };
const escapeAttr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The hosted search service (another origin) answered by the same mock handlers, with CORS. */
async function routeSearch(s: Session) {
  await s.page.context().route(/^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//, async (route) => {
    const req = route.request();
    if (req.method() === 'OPTIONS') {
      return route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST' } });
    }
    const body = req.postDataBuffer();
    const request = new Request(req.url(), { method: req.method(), headers: await req.allHeaders(), body: body ? new Uint8Array(body) : undefined });
    const response = await getResponse(handlers, request);
    if (!response) return route.fulfill({ status: 404, body: 'no route' });
    if (response.type === 'error') return route.abort('failed');
    await route.fulfill({
      status: response.status,
      headers: { ...Object.fromEntries(response.headers.entries()), 'Access-Control-Allow-Origin': '*' },
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}

/** The catalogue's parts matching a query, as the mock index orders them (a fresh count, so the store's queryIDs are untouched). */
function partsFor(query: string) {
  const result = runQuery(createSearchState(), catalogueProducts(), { indexName: MOCK_SEARCH.indexes.products, query, hitsPerPage: 1000, page: 0, clickAnalytics: false })!;
  return result.hits.map((hit) => productById(hit.objectID)!);
}

/**
 * The store's search results page, /index.php?route=product/search: a product-list of source
 * "search" with the first 15 parts matching the address's `search`. Other index.php routes (the
 * store's calls) go on to the mock store.
 */
async function serveSearchPage(page: Page) {
  const isSearchPage = (url: URL) => url.origin === STORE && url.pathname === '/index.php' && url.searchParams.get('route') === 'product/search';
  await page.route(isSearchPage, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== 'GET') return route.fallback();
    const found = partsFor(url.searchParams.get('search') ?? '');
    const listing = { source: 'search', products: found.slice(0, 15).map(renderProduct), total: found.length, page: 1, limit: 15 };
    const html = themeHtml({
      config,
      title: 'Search',
      body: `<div id="pf-search-bar"></div><h1>Search</h1><div data-pf-widget="product-list" data-sidebars="1" data-pf-props='${escapeAttr(listing)}'></div>`,
    });
    await route.fulfill({ status: 200, body: html, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
}

async function ready(s: Session) {
  await s.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await s.page.evaluate(() => window.Partsfront!.ready);
}

/** How many different rows the first cards sit in (1 for a grid row of 3, 3 for a list). */
async function rowsOfFirstCards(page: Page, n: number): Promise<number> {
  const tops = await page.getByRole('article').evaluateAll((cards, count) => cards.slice(0, count).map((c) => Math.round(c.getBoundingClientRect().top)), n);
  return new Set(tops).size;
}

describe('browsing', () => {
  it('searches, lists the results, adds to compare, and empties the compare page', async () => {
    const s = await newSession(browser, { width: 1280 });
    await routeSearch(s);
    await serveSearchPage(s.page);
    s.serve('/product/compare', themeHtml({ config, title: 'Product Comparison', body: `<h1>Product Comparison</h1><div id="pf-compare"></div>` }));
    await openThemePage(s, { config, title: 'Home', body: `<header><div id="pf-search-bar"></div></header><h1>Auto parts</h1>` });

    // Ten characters typed quickly: the hits on screen are the last query's ("brake" alone
    // would list brake pads first), after fewer requests than keystrokes.
    const query = 'brake roto';
    const box = s.page.getByRole('combobox', { name: 'Search' });
    await box.pressSequentially(query, { delay: 40 });
    const expected = partsFor(query).slice(0, 8).map((i) => i.product.name);
    expect(partsFor('brake').slice(0, 8).map((i) => i.product.name)).not.toEqual(expected);
    const parts = s.page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('group', { name: 'Parts' }).getByRole('option');
    await expect.poll(() => parts.allTextContents(), { timeout: 5000 }).toEqual(expected);
    const options = await s.page.getByRole('option').count();
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: 'available' }).textContent()).toBe(`${options} results available.`);
    expect(s.requests.filter((u) => /algolia(net)?\.(net|com)\/1\/indexes/.test(u)).length).toBeLessThan(query.length);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await axe(s.page)).toEqual([]);

    // Submit (no option active) → the search results page with the query.
    await Promise.all([s.page.waitForEvent('load'), box.press('Enter')]);
    await ready(s);
    const url = new URL(s.page.url());
    expect(url.pathname).toBe('/index.php');
    expect(url.searchParams.get('route')).toBe('product/search');
    expect(url.searchParams.get('search')).toBe(query);
    expect(url.searchParams.get('description')).toBe('true');
    expect(url.searchParams.get('search_in_brand_or_category')).toBe('true');
    const queryID = url.searchParams.get('queryID');
    expect(queryID).toMatch(/^[0-9a-f]{32}$/);

    // The listing shows the results and carries queryID into the product links.
    const found = partsFor(query).slice(0, 15);
    await expect.poll(() => s.page.getByRole('article').count()).toBe(found.length);
    const names = found.map((i) => i.product.name);
    const pick = found.find((i) => i.product.is_orderable && !db.lists.compare.includes(Number(i.product.product_id)) && names.filter((n) => n === i.product.name).length === 1)!.product;
    const card = s.page.getByRole('article', { name: pick.name });
    expect(await card.getByRole('link', { name: pick.name }).first().getAttribute('href')).toBe(`${pick.links!.view}?queryID=${queryID}`);
    await card.getByRole('button', { name: `Add ${pick.name} to Compare` }).dblclick();
    await s.page.getByText(`You have added ${pick.name} to your product comparison!`).waitFor();
    expect(s.apiCalls().filter((c) => c.includes('product/compare/add'))).toHaveLength(1);
    expect(db.lists.compare).toContain(Number(pick.product_id));
    expect(await axe(s.page)).toEqual([]);

    // The compare page lists the compare list, the new part with it.
    const compared = db.lists.compare.map((id) => productById(id)!.product.name);
    await s.page.goto(`${STORE}/product/compare`);
    await ready(s);
    const table = s.page.getByRole('table', { name: 'Product comparison' });
    for (const name of compared) await table.getByRole('link', { name }).first().waitFor();
    expect(await axe(s.page)).toEqual([]);

    // Remove each: each remove is one call followed by a fresh list, ending with the empty text.
    const loadsBefore = s.apiCalls().filter((c) => c.includes('product/compare/getCompare')).length;
    for (const name of compared) {
      const remove = s.page.getByRole('button', { name: `Remove ${name}` });
      await remove.click();
      await remove.waitFor({ state: 'detached' });
    }
    await s.page.getByText('You have not chosen any products to compare.').waitFor();
    expect(db.lists.compare).toEqual([]);
    expect(s.apiCalls().filter((c) => c.includes('product/compare/remove'))).toHaveLength(compared.length);
    expect(s.apiCalls().filter((c) => c.includes('product/compare/getCompare'))).toHaveLength(loadsBefore + compared.length);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it("keeps the theme's server-rendered pictures (each fetched once, the same elements, the largest paint the theme's) and computes a rebated price when idle", async () => {
    const s = await newSession(browser, { width: 412, height: 823 });
    const listing = renderListing('category', { page: 1 });
    const themeCard = (p: (typeof listing.products)[number], i: number) =>
      `<article class="theme-card"><a href="${p.links.view}"><img src="${p.thumbnails.primary}" alt="" width="200" height="200" data-theme-picture="${i}"${i < 4 ? '' : ' loading="lazy"'}></a><h3>${p.name}</h3><p>${p.price_text}</p></article>`;
    const body = `<h1>Brakes</h1><div data-pf-widget="product-list" data-pf-props='${escapeAttr(listing)}'>${listing.products.map(themeCard).join('')}</div>`;
    await s.page.addInitScript(() => {
      const w = window as unknown as { lcp: Element[] };
      w.lcp = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.lcp.push((e as unknown as { element: Element }).element))).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await openThemePage(s, { title: 'Brakes', body }, '/brakes');
    const startFiles = s.cdnFiles();
    await expect.poll(() => s.page.getByRole('article').count()).toBe(15);
    // Every card shows its picture in the theme's own element; none was drawn again.
    const kept = await s.page.evaluate(() => [...document.querySelectorAll('[data-pf-widget="product-list"] article[data-product-id] img')].map((img) => img.getAttribute('data-theme-picture')));
    expect(kept).toEqual(listing.products.map((_, i) => String(i)));
    await s.page.getByRole('article').first().scrollIntoViewIfNeeded();
    const first = listing.products[0].thumbnails.primary!;
    expect(s.requests.filter((u) => u === new URL(first, STORE).href)).toHaveLength(1);
    // The largest paint is the theme's first picture, now inside the widget's first card.
    const largest = await s.page.evaluate(() => {
      const w = window as unknown as { lcp: Element[] };
      const last = w.lcp.at(-1);
      return { picture: last?.getAttribute('data-theme-picture'), inCard: Boolean(last?.closest('article[data-product-id]')) };
    });
    expect(largest).toEqual({ picture: '0', inCard: true });
    // A rebated part's price is computed once the page is idle: the money engine is no file of the page's start.
    const rebated = listing.products.find((p) => p.is_instant_rebate)!;
    expect(startFiles.some((f) => f.startsWith('chunks/money-'))).toBe(false);
    const net = s.page.getByRole('article', { name: rebated.name }).getByTestId('pf-price');
    await expect.poll(() => net.getAttribute('aria-busy')).toBeNull();
    expect(s.cdnFiles().some((f) => f.startsWith('chunks/money-'))).toBe(true);
    expect(await net.textContent()).not.toContain(rebated.price_text);
    // Neither the product page's own file nor the POS stock table is any file of a shopper's listing.
    expect(s.cdnFiles().filter((f) => /^chunks\/(buy|StockByLocation)-/.test(f))).toEqual([]);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it("asks again for a theme picture that failed to load, as it takes it over", async () => {
    const s = await newSession(browser, { width: 1280 });
    const listing = renderListing('category', { page: 1 });
    const first = new URL(listing.products[0].thumbnails.primary!, STORE).href;
    let asked = 0;
    // The first answer for the first picture fails (a network blip while the page was parsed).
    await s.page.route((url) => url.href === first, (route) => (++asked === 1 ? route.abort('failed') : route.fallback()));
    const themeCard = (p: (typeof listing.products)[number]) => `<article><img src="${p.thumbnails.primary}" alt="" width="200" height="200"><h3>${p.name}</h3></article>`;
    await openThemePage(s, { title: 'Brakes', body: `<h1>Brakes</h1><div data-pf-widget="product-list" data-pf-props='${escapeAttr(listing)}'>${listing.products.slice(0, 4).map(themeCard).join('')}</div>` }, '/brakes');
    const picture = s.page.getByRole('article', { name: listing.products[0].name }).locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(asked).toBe(2);
    expect(s.errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([]);
  });

  it('shows a listing in grid and list view, remembers the view after a reload, and checks fitment once', async () => {
    const s = await newSession(browser, { width: 1280 });
    const listing = renderListing('category', { page: 2 });
    expect(listing.products).toHaveLength(15);
    await openThemePage(s, { title: 'Brakes', body: `<h1>Brakes</h1><div data-pf-widget="product-list" data-sidebars="1" data-pf-props='${escapeAttr(listing)}'></div>` }, '/brakes');
    await expect.poll(() => s.page.getByRole('article').count()).toBe(15);
    for (const p of listing.products) await s.page.getByRole('article', { name: p.name }).first().waitFor();
    const gridButton = s.page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Grid', exact: true });
    const listButton = s.page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List', exact: true });
    expect(await gridButton.getAttribute('aria-pressed')).toBe('true');
    expect(await listButton.getAttribute('aria-pressed')).toBe('false');
    // Grid with one sidebar: 3 columns, so the first three cards share a row, the fourth starts the next.
    expect(await rowsOfFirstCards(s.page, 3)).toBe(1);
    expect(await rowsOfFirstCards(s.page, 4)).toBe(2);
    expect(await s.page.getByText('Showing 16 to 30 of').count()).toBe(1);

    // Every badge settles from ONE validateFitment request naming every part of the page.
    const badge = /^(Select Vehicle|Verify Fitment|Unknown Fitment|Fits Your Vehicle|Doesn't Fit Your Vehicle)$/;
    await expect.poll(() => s.page.getByRole('article').getByRole('button', { name: badge }).count()).toBe(15);
    // Every badge answered (none busy): each part's check has been sent and answered, so the calls are all in.
    await expect.poll(() => s.page.getByRole('article').locator('[aria-busy="true"]').count()).toBe(0);
    const checks = s.apiCalls().filter((c) => c.includes('validateFitment'));
    expect(checks).toHaveLength(1);
    const asked = new Set(new URL(STORE + checks[0]).searchParams.get('Parts')!.split(','));
    for (const p of listing.products) expect(asked).toContain(`${p.aaia}~${p.mpn}`);
    expect(await axe(s.page)).toEqual([]);

    // List view: one card per row; the choice survives a reload.
    await listButton.click();
    expect(await listButton.getAttribute('aria-pressed')).toBe('true');
    expect(await rowsOfFirstCards(s.page, 3)).toBe(3);
    expect(await axe(s.page)).toEqual([]);
    await s.page.reload();
    await ready(s);
    await expect.poll(() => s.page.getByRole('article').count()).toBe(15);
    expect(await listButton.getAttribute('aria-pressed')).toBe('true');
    expect(await gridButton.getAttribute('aria-pressed')).toBe('false');
    expect(await rowsOfFirstCards(s.page, 3)).toBe(3);
    await expect.poll(() => s.page.getByRole('article').getByRole('button', { name: badge }).count()).toBe(15);
    expect(s.apiCallsSinceLoad().filter((c) => c.includes('validateFitment'))).toHaveLength(1);
    expect(await axe(s.page)).toEqual([]);

    // And back to the grid, which a reload keeps too.
    await gridButton.click();
    await s.page.reload();
    await ready(s);
    await expect.poll(() => s.page.getByRole('article').count()).toBe(15);
    expect(await gridButton.getAttribute('aria-pressed')).toBe('true');
    expect(await rowsOfFirstCards(s.page, 3)).toBe(1);
    expect(s.errors).toEqual([]);
  });
});
