import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { catalog, renderListing, renderProduct } from '../../mocks/db/catalog';
import { navigation } from '../../shared/runtime/navigation';
import { cartSummary } from '../../shared/cart/state';
import type { Product } from '../../mocks/db/records';
import { removeStored } from '../../shared/runtime/storage';
import { VIEW_KEY } from './layout';
import { MOCK_SEARCH } from '../../mocks/db/search';
import { setFaults } from '../../mocks/faults';
import { recordRequestsTo as recordRequests } from '../../tests/utils/requests';

const FITMENT_TEXTS = /Select Vehicle|Verify Fitment|Fits Your Vehicle|Doesn't Fit Your Vehicle|Unknown Fitment/;

/** Mounts the listing with props as the loader reads them from data-pf-props. */
const mount = (props: object) => mountWidget(widget, props as Record<string, unknown>);
const cards = () => screen.getAllByRole('article');
const cardOf = (p: Product) => screen.getByRole('article', { name: p.name });
const at = (path: string) => window.history.replaceState(null, '', path);

/** A listing of catalogue products picked by `pick`, as the store renders it. */
const listingOf = (pick: (p: Product) => boolean, source = 'category') => ({
  source,
  products: catalog()
    .filter((it) => pick(it.product))
    .slice(0, 3)
    .map(renderProduct),
  total: 3,
  page: 1,
  limit: 15,
});

describe('product-list', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    at('/');
    // storage.ts keeps an in-memory copy that outlives localStorage.clear() in the test setup.
    removeStored(VIEW_KEY);
  });

  it("keeps the theme's server-rendered pictures (the same elements, one per card even when two cards share a picture) and gives them back on unmount", async () => {
    const props = listingOf(() => true);
    const [a, b, c] = props.products;
    props.products[2] = { ...c, thumbnails: { ...c.thumbnails, primary: a.thumbnails.primary } };
    const card = (src: string | undefined, name: string) => `<article class="theme-card"><a href="/p"><img src="${src}" alt="${name}" class="theme-img" width="160" height="120"></a><h3>${name}</h3></article>`;
    const { el, unmount } = mountWidget(widget, props, [card(a.thumbnails.primary, a.name), card(b.thumbnails.primary, b.name), card(a.thumbnails.primary, 'Again')].join(''));
    const served = [...el.querySelectorAll('img.theme-img')];
    expect(served).toHaveLength(0);
    const pictures = cards().map((it) => it.querySelector('img'));
    expect(new Set(pictures).size).toBe(3);
    expect(pictures[0]).toHaveAttribute('src', a.thumbnails.primary);
    expect(pictures[2]).toHaveAttribute('src', a.thumbnails.primary);
    expect(pictures[0]!.getAttribute('alt')).toBe('');
    expect(el.querySelectorAll('img')).toHaveLength(3);
    unmount();
    await waitFor(() => expect(el.querySelectorAll('article.theme-card > a > img.theme-img')).toHaveLength(3));
    expect([...el.querySelectorAll('img')]).toEqual(pictures);
    expect(el.querySelector('img')).toHaveAttribute('alt', a.name);
  });

  it('shows each card with thumbnail, name, brand, part number, rating, new flag, price and fitment', async () => {
    const props = renderListing('category', { page: 1 });
    mount(props);
    expect(cards()).toHaveLength(15);
    const p = props.products[0];
    const card = cardOf(p);
    expect(within(card).getByRole('link', { name: p.name })).toHaveAttribute('href', p.links.view);
    expect(card.querySelector('img')).toHaveAttribute('src', p.thumbnails.primary);
    expect(card).toHaveTextContent(p.manufacturer);
    expect(card).toHaveTextContent(`Part #: ${p.part_number}`);
    expect(within(card).getByRole('img', { name: `Rated ${Math.round(p.rating)} out of 5` })).toBeInTheDocument();
    expect(within(card).getByTestId('pf-price')).toHaveTextContent(/\$\d/);
    expect(await within(card).findByRole('button', { name: FITMENT_TEXTS })).toBeInTheDocument();
    const fresh = props.products.find((x) => x.is_new)!;
    const old = props.products.find((x) => !x.is_new)!;
    expect(within(cardOf(fresh)).getByText('New')).toBeInTheDocument();
    expect(within(cardOf(old)).queryByText('New')).not.toBeInTheDocument();
  });

  it("loads the first row's pictures at once, the first one first, and the others as they scroll into view", () => {
    const props = renderListing('category', { page: 1 });
    mount(props);
    const pictures = props.products.map((p) => cardOf(p).querySelector('img')!);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.slice(0, 4).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(pictures.slice(1).every((img) => !img.hasAttribute('fetchpriority'))).toBe(true);
    expect(pictures.slice(4).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('checks the fitment of all 15 cards with one validateFitment request', async () => {
    const calls = recordRequests('/ymm/json/validateFitment');
    const props = renderListing('category', { page: 1 });
    mount(props);
    await waitFor(() => expect(screen.getAllByRole('button', { name: FITMENT_TEXTS })).toHaveLength(15));
    expect(calls).toHaveLength(1);
    const parts = new Set(props.products.map((p) => `${p.aaia}~${p.mpn}`));
    expect(new Set(calls[0].searchParams.get('Parts')!.split(','))).toEqual(parts);
  });

  it('counts positions across pages', () => {
    const props = renderListing('category', { page: 2 });
    mount(props);
    expect(cards().map((c) => Number(c.dataset.position))).toEqual(Array.from({ length: 15 }, (_, i) => 16 + i));
    const pages = Math.ceil(props.total / 15);
    expect(screen.getByText(`Showing 16 to 30 of ${props.total} (${pages} Pages)`)).toBeInTheDocument();
  });

  it('pages through `page` links with at most 10 page buttons', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    at('/index.php?route=product/category&path=20&page=12');
    const props = renderListing('category', { page: 12 });
    expect(props.total).toBeGreaterThan(150);
    mount(props);
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    const numbered = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(numbered.length).toBe(10);
    expect(within(nav).getByRole('link', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 13' })).toHaveAttribute('href', '/index.php?route=product%2Fcategory&path=20&page=13');
    expect(within(nav).getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/index.php?route=product%2Fcategory&path=20');
    await userEvent.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(go).toHaveBeenCalledWith('/index.php?route=product%2Fcategory&path=20&page=13');
  });

  it('switches between grid and list, and remembers the choice after a reload', async () => {
    const props = renderListing('category', { page: 1 });
    const first = mount(props);
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(first.el.querySelector('[data-view]')).toHaveAttribute('data-view', 'grid');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(first.el.querySelector('[data-view]')).toHaveAttribute('data-view', 'list');
    expect(localStorage.getItem('pf:product-list-view')).toBe('"list"');
    first.unmount();
    // The next page load reads the stored choice.
    const second = mount(props);
    expect(within(second.el).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(second.el.querySelector('[data-view]')).toHaveAttribute('data-view', 'list');
  });

  it.each([
    ['0', 4],
    ['1', 3],
    ['2', 2],
  ])('lays the grid out for %s sidebar(s) in %i columns', (sidebars, columns) => {
    const { el } = mount({ ...renderListing('category', { page: 1 }), sidebars });
    expect(el.querySelector('[data-view]')).toHaveAttribute('data-columns', String(columns));
  });

  it('says "There are no results." for an empty listing', () => {
    mount({ source: 'search', products: [], total: 0, page: 1, limit: 15 });
    expect(screen.getByText('There are no results.')).toBeInTheDocument();
  });

  it('carries the search queryID into the product links on the search results page', () => {
    at('/index.php?route=product/search&search=brake&description=true&search_in_brand_or_category=true&queryID=0123abcd');
    const props = { ...renderListing('category', { page: 1 }), source: 'search' };
    mount(props);
    const p = props.products[0];
    expect(within(cardOf(p)).getByRole('link', { name: p.name })).toHaveAttribute('href', `${p.links.view}?queryID=0123abcd`);
  });

  it('shows ONE fitment notice with one Retry when the vehicle cannot be read, the 15 badges quiet', async () => {
    setFaults({ failing: { 'ymm/json/getVehicle': 'http500', 'ymm/json/validateFitment': 'http500' } });
    mount(renderListing('category', { page: 1 }));
    expect(cards()).toHaveLength(15);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1), { timeout: 8000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Fitment could not be checked.');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: FITMENT_TEXTS })).toHaveLength(15);

    db.ymm.facets = [
      { api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' },
      { api_field: 'MakeID', api_value: '54', label_field: 'Make', label_value: 'Ford' },
      { api_field: 'ModelID', api_value: '6789', label_field: 'Model', label_value: 'F-150' },
    ];
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Select Vehicle' })).toHaveLength(0));
  });

  describe('search analytics (hosted search Insights)', () => {
    const QUERY_ID = '0123456789abcdef0123456789abcdef';
    const stopLinks = (e: MouseEvent) => e.preventDefault();
    afterEach(() => document.removeEventListener('click', stopLinks));
    const searchPage = () => {
      setConfig({ search: MOCK_SEARCH });
      at(`/index.php?route=product/search&search=brake&queryID=${QUERY_ID}&page=2`);
      document.addEventListener('click', stopLinks);
      const props = { ...listingOf((p) => p.is_orderable && !p.requires_options && !p.disable_pricing, 'search'), page: 2, total: 18 };
      mount(props);
      return props.products;
    };

    it('sends a click with the queryID and the position across pages when a result is opened', async () => {
      const [, second] = searchPage();
      await userEvent.click(within(cardOf(second)).getByRole('link', { name: second.name }));
      await waitFor(() => expect(db.search.events).toHaveLength(1));
      expect(db.search.events[0]).toEqual({
        eventType: 'click',
        eventName: 'Product Clicked',
        index: MOCK_SEARCH.indexes.products,
        userToken: expect.stringMatching(/^anonymous-/),
        queryID: QUERY_ID,
        objectIDs: [String(second.product_id)],
        positions: [17],
      });
    });

    it('sends a conversion when a result is added to the cart, with the same user token', async () => {
      const [first] = searchPage();
      await userEvent.click(within(cardOf(first)).getByRole('link', { name: first.name }));
      await userEvent.click(within(cardOf(first)).getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() => expect(db.search.events).toHaveLength(2));
      expect(db.search.events[1]).toMatchObject({ eventType: 'conversion', queryID: QUERY_ID, objectIDs: [String(first.product_id)], index: MOCK_SEARCH.indexes.products });
      expect(db.search.events[1].userToken).toBe(db.search.events[0].userToken);
    });

    it('sends nothing on a category page', async () => {
      setConfig({ search: MOCK_SEARCH });
      at(`/index.php?route=product/category&queryID=${QUERY_ID}`);
      document.addEventListener('click', stopLinks);
      const props = listingOf((p) => p.is_orderable && !p.requires_options && !p.disable_pricing);
      mount(props);
      await userEvent.click(within(cardOf(props.products[0])).getByRole('link', { name: props.products[0].name }));
      await userEvent.click(within(cardOf(props.products[0])).getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText(/You have added/)).toBeInTheDocument();
      expect(db.search.events).toHaveLength(0);
    });

    it('only logs a refused event: the listing keeps working', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      setFaults({ failing: { 'algolia/events': 'http500' } });
      const [first] = searchPage();
      await userEvent.click(within(cardOf(first)).getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText(/You have added/)).toBeInTheDocument();
      await waitFor(() => expect(warn).toHaveBeenCalledWith('[partsfront] search analytics refused', 500));
      expect(db.search.events).toHaveLength(0);
    });
  });

  it('keeps category links plain', () => {
    at('/index.php?route=product/category&queryID=0123abcd');
    const props = renderListing('category', { page: 1 });
    mount(props);
    const p = props.products[0];
    expect(within(cardOf(p)).getByRole('link', { name: p.name })).toHaveAttribute('href', p.links.view);
  });

  it('adds to cart, wish list and compare from a card', async () => {
    const props = listingOf((p) => p.is_orderable && !p.requires_options && !p.disable_pricing);
    mount(props);
    const p = props.products[0];
    const card = cardOf(p);
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(/You have added/)).toHaveTextContent(`You have added ${p.name} to the cart.`);
    expect(cartSummary.getState().revision).toBe(1);
    await userEvent.click(within(card).getByRole('button', { name: `Add ${p.name} to Wish List` }));
    expect(await screen.findByText(`You have added ${p.name} to your wish list!`)).toBeInTheDocument();
    expect(db.lists.wishlist).toContain(Number(p.product_id));
    await userEvent.dblClick(within(card).getByRole('button', { name: `Add ${p.name} to Compare` }));
    expect(await screen.findByText(`You have added ${p.name} to your product comparison!`)).toBeInTheDocument();
    expect(db.lists.compare.filter((id) => id === Number(p.product_id))).toHaveLength(1);
  });

  it('asks "Heads up!" before adding a part not confirmed to fit, when the store requires it', async () => {
    setConfig({ ymm: { requireFitmentConfirmation: true } });
    const adds = recordRequests('/checkout/cart/add');
    const props = listingOf((p) => p.is_orderable && !p.requires_options && !p.disable_pricing);
    mount(props);
    const p = props.products[0];
    // No vehicle chosen: the part is not confirmed to fit.
    await within(cardOf(p)).findByRole('button', { name: FITMENT_TEXTS });
    await userEvent.click(within(cardOf(p)).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(adds).toHaveLength(0);
    await userEvent.click(within(cardOf(p)).getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Heads up!' })).getByRole('button', { name: 'I Understand' }));
    expect(await screen.findByText(/You have added/)).toHaveTextContent(`You have added ${p.name} to the cart.`);
    expect(adds).toHaveLength(1);
  });

  it('shows the store error when compare refuses', async () => {
    server.use(http.post('*/product/compare/add', () => HttpResponse.json({ error: 'Compare is full.' })));
    const props = listingOf((p) => p.is_orderable && !p.requires_options);
    mount(props);
    const p = props.products[0];
    await userEvent.click(within(cardOf(p)).getByRole('button', { name: `Add ${p.name} to Compare` }));
    const toast = (await screen.findByText('Compare is full.')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Uh oh!')).toBeInTheDocument();
  });

  it('links products with required options, and disables list actions of products that cannot be ordered', () => {
    const optioned = listingOf((p) => p.is_orderable && p.requires_options).products[0];
    const locked = listingOf((p) => !p.is_orderable).products[0];
    mount({ source: 'category', products: [optioned, locked], total: 2, page: 1, limit: 15 });
    const a = cardOf(optioned);
    expect(within(a).getByRole('link', { name: `Choose options for ${optioned.name}` })).toHaveAttribute('href', optioned.links.view);
    expect(within(a).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const b = cardOf(locked);
    expect(within(b).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(b).getByRole('button', { name: `Add ${locked.name} to Wish List` })).toBeDisabled();
    expect(within(b).getByRole('button', { name: `Add ${locked.name} to Compare` })).toBeDisabled();
  });

  it('shows inventory by location in POS mode and hides the shopper buttons', async () => {
    setConfig({ mode: 'pos' });
    const props = listingOf((p) => p.is_orderable && !p.requires_options && (p.stock_by_location ?? []).length > 0);
    mount(props);
    const p = props.products[0];
    const card = cardOf(p);
    // The stock table's file comes with the first card that shows it (POS mode only).
    const stock = await within(card).findByRole('table', { name: `Inventory of ${p.name} by location` });
    const first = p.stock_by_location![0];
    expect(within(stock).getByRole('rowheader', { name: first.location_name }).closest('tr')).toHaveTextContent(
      first.quantity > 0 ? `${first.quantity} in Stock` : 'Out of Stock',
    );
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /to Compare$/ })).not.toBeInTheDocument();
  });

  it('rejects props without a source', () => {
    expect(() => mount({ products: [] })).toThrow(/source is required/);
  });
});
