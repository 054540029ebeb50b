import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import productWidget from '../../widgets/product/index';
import productList from '../../widgets/product-list/index';
import searchBar from '../../widgets/search-bar/index';
import { SEARCH_DEBOUNCE_MS } from '../../widgets/search-bar/useSearch';
import { mountWidget, setConfig } from '../utils/widget';
import { catalog, renderListing, renderProduct } from '../../mocks/db/catalog';
import { MOCK_SEARCH } from '../../mocks/db/search';
import type { Product } from '../../mocks/db/records';
import { parseAmount, sum } from '../../shared/money';
import { navigation } from '../../shared/runtime/navigation';
import { on } from '../../shared/runtime/events';
import { eventually } from '../utils/cartWidgets';

/**
 * The shopper's browsing events the GA4 ecommerce way: view_item, view_item_list, select_item and
 * search, as a store's Google Tag Manager reads them from `window.dataLayer`, each once per action.
 */
type Pushed = { event?: string; ecommerce?: { currency: string; value?: number; item_list_id?: string; item_list_name?: string; items: Array<Record<string, unknown>> }; search_term?: string };
const layer = () => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []);
const events = (name: string) => layer().filter((e) => e.event === name);
const at = (path: string) => window.history.replaceState(null, '', path);
/** Let any late (second) event arrive before counting: the money engine or a promise would bring it within this. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 150)));

/** The unit price GA4 should get for a part without a rebate: the special, else the price, exact. */
const shownPrice = (p: Product) => Number(parseAmount(p.is_special && p.special != null ? p.special : p.price));
const plain = (p: Product) => !p.is_instant_rebate && !p.disable_pricing && !(p.discounts ?? []).some((d) => Number(d.quantity) <= 1);
const stopLinks = (e: MouseEvent) => e.preventDefault();

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  document.removeEventListener('click', stopLinks);
  at('/');
  vi.useRealTimers();
});

describe('view_item on the product page', () => {
  it('is pushed once with the exact price, brand code and currency, however often the block renders', async () => {
    setConfig({ analytics: { dataLayer: true } });
    const part = renderProduct(catalog().find((i) => plain(i.product) && i.product.is_special && i.product.is_orderable && !i.product.options.length)!);
    const heard: unknown[] = [];
    const stop = on('pf:view_item', (d) => heard.push(d));
    mountWidget(productWidget, { product: part });
    await eventually(() => expect(events('view_item')).toHaveLength(1));
    expect(events('view_item')[0].ecommerce).toEqual({
      currency: 'USD',
      value: shownPrice(part),
      items: [{ item_id: String(part.product_id), item_name: part.name, item_brand: part.aaia, price: shownPrice(part), quantity: 1, currency: 'USD' }],
    });
    // GA4's recipe: the previous ecommerce object cleared first.
    expect(layer()[layer().findIndex((e) => e.event === 'view_item') - 1]).toEqual({ ecommerce: null });
    // The shopper changes the quantity: the block renders again, the view is not sent again.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2');
    await settle();
    expect(events('view_item')).toHaveLength(1);
    expect(heard).toEqual([events('view_item')[0].ecommerce]);
    stop();
  });

  it('computes the price less an instant rebate through the money engine, to the cent', async () => {
    setConfig({ analytics: { dataLayer: true } });
    const part = renderProduct(catalog().find((i) => i.product.is_instant_rebate && !i.product.disable_pricing && !i.product.options.length)!);
    mountWidget(productWidget, { product: part });
    await eventually(() => expect(events('view_item')).toHaveLength(1));
    const base = part.is_special && part.special != null ? part.special : part.price;
    const expected = Number(sum(base, `-${parseAmount(part.instant_rebate)}`));
    expect(events('view_item')[0].ecommerce!.items[0].price).toBe(expected);
  });

  it('sends no price where the store shows none (disabled pricing)', async () => {
    setConfig({ analytics: { dataLayer: true } });
    const part = renderProduct(catalog().find((i) => i.product.disable_pricing)!);
    mountWidget(productWidget, { product: part });
    await eventually(() => expect(events('view_item')).toHaveLength(1));
    expect(events('view_item')[0].ecommerce!.items[0]).not.toHaveProperty('price');
    expect(events('view_item')[0].ecommerce).not.toHaveProperty('value');
  });

  it('pushes nothing on a POS screen unless analytics.staff is on, but still dispatches pf:view_item', async () => {
    setConfig({ mode: 'pos', analytics: { dataLayer: true } });
    const heard: unknown[] = [];
    const stop = on('pf:view_item', (d) => heard.push(d));
    mountWidget(productWidget, { product: renderProduct(catalog().find((i) => plain(i.product))!) });
    await eventually(() => expect(heard).toHaveLength(1));
    expect(layer()).toEqual([]);
    stop();
  });
});

describe('view_item_list and select_item on a listing', () => {
  it('pushes the list once per page shown, each item with its 0-based index across pages and the list', async () => {
    setConfig({ analytics: { dataLayer: true } });
    const props = renderListing('category', { page: 2, limit: 15 });
    mountWidget(productList, props as unknown as Record<string, unknown>);
    await eventually(() => expect(events('view_item_list')).toHaveLength(1));
    const { ecommerce } = events('view_item_list')[0];
    expect(ecommerce).toMatchObject({ currency: 'USD', item_list_id: 'category', item_list_name: 'Category' });
    expect(ecommerce!.items).toHaveLength(props.products.length);
    expect(ecommerce!.items[0]).toMatchObject({ item_id: String(props.products[0].product_id), item_name: props.products[0].name, index: 15, quantity: 1, item_list_id: 'category' });
    const simple = props.products.findIndex(plain);
    expect(ecommerce!.items[simple].price).toBe(shownPrice(props.products[simple]));
    // GA4's list events carry the list and its items, no value.
    expect(ecommerce).not.toHaveProperty('value');
    // Grid to List: the same list again, not a new one.
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await settle();
    expect(events('view_item_list')).toHaveLength(1);
  });

  it('pushes select_item once when a product is opened with a double click, with its place in the list', async () => {
    setConfig({ analytics: { dataLayer: true } });
    document.addEventListener('click', stopLinks);
    const props = renderListing('category', { page: 1 });
    mountWidget(productList, props as unknown as Record<string, unknown>);
    const second = props.products[1];
    const card = screen.getByRole('article', { name: second.name });
    await userEvent.dblClick(within(card).getByRole('link', { name: second.name }));
    await eventually(() => expect(events('select_item')).toHaveLength(1));
    await settle();
    expect(events('select_item')).toHaveLength(1);
    expect(events('select_item')[0].ecommerce).toMatchObject({
      item_list_id: 'category',
      item_list_name: 'Category',
      items: [expect.objectContaining({ item_id: String(second.product_id), item_name: second.name, index: 1, item_list_id: 'category', item_list_name: 'Category' })],
    });
  });

  it('is not a select_item to add a product to the cart from its card', async () => {
    setConfig({ analytics: { dataLayer: true } });
    const props = renderListing('category', { page: 1 });
    mountWidget(productList, props as unknown as Record<string, unknown>);
    const p = props.products.find((x) => x.is_orderable && !x.requires_options && !x.disable_pricing)!;
    await userEvent.click(within(screen.getByRole('article', { name: p.name })).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(/You have added/)).toBeInTheDocument();
    expect(events('select_item')).toHaveLength(0);
  });
});

describe('search', () => {
  it('is pushed once on the first page of the search results, with the words searched', async () => {
    setConfig({ analytics: { dataLayer: true } });
    at('/index.php?route=product/search&search=brake%20pads&description=true');
    const props = { ...renderListing('search', { page: 1 }) };
    mountWidget(productList, props as unknown as Record<string, unknown>);
    await eventually(() => expect(events('search')).toHaveLength(1));
    expect(events('search')[0]).toEqual({ event: 'search', search_term: 'brake pads' });
    expect(events('view_item_list')[0].ecommerce).toMatchObject({ item_list_id: 'search', item_list_name: 'Search results' });
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await settle();
    expect(events('search')).toHaveLength(1);
  });

  it('is not pushed again on the next page of the same search, nor on a category page', async () => {
    setConfig({ analytics: { dataLayer: true } });
    at('/index.php?route=product/search&search=brake&page=2');
    const m = mountWidget(productList, renderListing('search', { page: 2 }) as unknown as Record<string, unknown>);
    await eventually(() => expect(events('view_item_list')).toHaveLength(1));
    m.unmount();
    at('/index.php?route=product/category&path=1&search=brake');
    mountWidget(productList, renderListing('category', { page: 1 }) as unknown as Record<string, unknown>);
    await eventually(() => expect(events('view_item_list')).toHaveLength(2));
    await settle();
    expect(events('search')).toHaveLength(0);
  });

  it('is pushed when nothing was found, too', async () => {
    setConfig({ analytics: { dataLayer: true } });
    at('/index.php?route=product/search&search=zzzz');
    mountWidget(productList, { source: 'search', products: [], total: 0 });
    expect(screen.getByText('There are no results.')).toBeInTheDocument();
    await eventually(() => expect(events('search')).toEqual([{ event: 'search', search_term: 'zzzz' }]));
    expect(events('view_item_list')).toHaveLength(0);
  });

  it('is pushed once when the shopper picks a suggestion in the search bar (a double click), with the words typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setConfig({ search: MOCK_SEARCH, analytics: { dataLayer: true } });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mountWidget(searchBar, {});
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'brake');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
    const option = within(await screen.findByRole('group', { name: 'Parts' })).getAllByRole('option')[0];
    await user.dblClick(option);
    expect(go).toHaveBeenCalled();
    expect(events('search')).toEqual([{ event: 'search', search_term: 'brake' }]);
  });

  it('is not pushed by the search bar when the shopper submits: the results page sends it', async () => {
    setConfig({ analytics: { dataLayer: true } });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    mountWidget(searchBar, {});
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'rotor{Enter}');
    expect(go).toHaveBeenCalledWith(expect.stringContaining('search=rotor'));
    expect(events('search')).toHaveLength(0);
  });
});
