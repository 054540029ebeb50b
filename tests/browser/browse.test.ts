import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getResponse } from 'msw';
import { axe, launch, newSession, openThemePage, resetStore, themeHtml, STORE, type Session } from './harness';
import { handlers } from '../../mocks/handlers';
import { MOCK_SEARCH } from '../../mocks/db/search';
import { renderListing } from '../../mocks/db/catalog';

/**
 * Browsing in a real browser, on the built bundle: search with autocomplete → the results
 * listing → add to compare → the compare page → remove → its empty text; and a listing in grid
 * and list view (the choice survives a reload). Each page passes an axe check.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(resetStore);

const config = { search: MOCK_SEARCH };
const escapeAttr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The hosted search service (another origin) answered by the same mock handlers, with CORS. */
async function routeSearch(s: Session) {
  await s.page.context().route(/^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//, async (route) => {
    const req = route.request();
    const body = req.postDataBuffer();
    const request = new Request(req.url(), { method: req.method(), headers: await req.allHeaders(), body: body ? new Uint8Array(body) : undefined });
    const response = await getResponse(handlers, request);
    if (!response) return route.fulfill({ status: 404, body: 'no route' });
    await route.fulfill({
      status: response.status,
      headers: { ...Object.fromEntries(response.headers.entries()), 'Access-Control-Allow-Origin': '*' },
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}

async function ready(s: Session) {
  await s.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await s.page.evaluate(() => window.Partsfront!.ready);
}

describe('browsing', () => {
  it('searches, lists the results, adds to compare, and empties the compare page', async () => {
    const s = await newSession(browser, { width: 1280 });
    await routeSearch(s);
    const results = renderListing('search', { categoryId: 20 });
    s.serve('/index.php', themeHtml({ config, title: 'Search', body: `<div id="pf-search-bar"></div><h1>Search</h1><div data-pf-widget="product-list" data-sidebars="1" data-pf-props='${escapeAttr(results)}'></div>` }));
    s.serve('/product/compare', themeHtml({ config, title: 'Product Comparison', body: `<h1>Product Comparison</h1><div id="pf-compare"></div>` }));
    await openThemePage(s, { config, title: 'Home', body: `<div id="pf-search-bar"></div><h1>Auto parts</h1>` });

    const box = s.page.getByRole('combobox', { name: 'Search' });
    await box.fill('brake');
    await s.page.getByRole('listbox', { name: 'Search suggestions' }).waitFor();
    expect(await s.page.getByRole('group', { name: 'Parts' }).getByRole('option').count()).toBe(8);
    expect(await axe(s.page)).toEqual([]);
    await Promise.all([s.page.waitForEvent('load'), box.press('Enter')]);
    await ready(s);

    const url = new URL(s.page.url());
    expect(url.searchParams.get('route')).toBe('product/search');
    expect(url.searchParams.get('search')).toBe('brake');
    expect(url.searchParams.get('queryID')).toMatch(/^[0-9a-f]{32}$/);
    const first = results.products[0];
    const card = s.page.getByRole('article', { name: first.name });
    expect(await card.getByRole('link', { name: first.name }).getAttribute('href')).toBe(`${first.links.view}?queryID=${url.searchParams.get('queryID')}`);
    await card.getByRole('button', { name: `Add ${first.name} to Compare` }).click();
    await s.page.getByText(`Success: You have added ${first.name} to your product comparison!`).waitFor();
    expect(await axe(s.page)).toEqual([]);

    await s.page.goto(`${STORE}/product/compare`);
    await ready(s);
    const table = s.page.getByRole('table', { name: 'Product comparison' });
    await table.getByRole('link', { name: first.name }).waitFor();
    expect(await axe(s.page)).toEqual([]);
    // Remove everything: the list refreshes after each remove and ends with the empty text.
    const empty = s.page.getByText('You have not chosen any products to compare.');
    for (let i = 0; i < 5 && !(await empty.isVisible()); i++) {
      const remove = s.page.getByRole('button', { name: /^Remove / }).first();
      const count = await s.page.getByRole('button', { name: /^Remove / }).count();
      await remove.click();
      await expect.poll(async () => (await empty.isVisible()) || (await s.page.getByRole('button', { name: /^Remove / }).count()) < count).toBe(true);
    }
    await empty.waitFor();
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('shows a listing in grid and list view, remembers the view after a reload, and checks fitment once', async () => {
    const s = await newSession(browser, { width: 1280 });
    const listing = renderListing('category', { page: 2 });
    await openThemePage(s, { title: 'Brakes', body: `<h1>Brakes</h1><div data-pf-widget="product-list" data-sidebars="1" data-pf-props='${escapeAttr(listing)}'></div>` }, '/brakes');
    await expect.poll(() => s.page.getByRole('article').count()).toBe(15);
    const grid = s.page.locator('[data-view]');
    expect(await grid.getAttribute('data-view')).toBe('grid');
    expect(await grid.getAttribute('data-columns')).toBe('3');
    expect(await s.page.getByRole('article').first().getAttribute('data-position')).toBe('16');
    await expect.poll(() => s.page.getByRole('button', { name: /Select Vehicle|Unknown Fitment|Fits Your Vehicle/ }).count()).toBe(15);
    expect(s.apiCalls().filter((c) => c.includes('validateFitment'))).toHaveLength(1);
    expect(await axe(s.page)).toEqual([]);

    await s.page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await grid.getAttribute('data-view')).toBe('list');
    expect(await axe(s.page)).toEqual([]);
    await s.page.reload();
    await ready(s);
    await expect.poll(() => s.page.locator('[data-view]').getAttribute('data-view')).toBe('list');
    expect(await s.page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(s.errors).toEqual([]);
  });
});
