import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { productById, renderProduct } from '../../mocks/db/catalog';
import { LOCATIONS } from '../../mocks/db/locations';
import type { ProductExtras } from '../../mocks/db/product-extras';
import { cartSummary } from '../../shared/cart/state';
import { stockText } from '../../shared/product/stock';
import { compare } from '../../shared/money';

const PRODUCT_ID = 101;
const product = () => renderProduct(productById(PRODUCT_ID)!);
const stockOf = (name: string) => productById(PRODUCT_ID)!.product.stock_by_location!.find((s) => s.location_name === name)!.quantity;

/** Query strings of the getLocations calls the page made. */
function recordLocationQueries() {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('api/location/getLocations')) queries.push(url.searchParams);
  });
  return queries;
}

const mountPos = () => {
  setConfig({ mode: 'pos' });
  return mountWidget(widget, { product: product() });
};

afterEach(() => server.events.removeAllListeners());

describe('product: POS mode', () => {
  it('hides the shopper add-to-cart and compare buttons', async () => {
    mountPos();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare this Product' })).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Inventory by Location' }, { timeout: 8000 });
  });

  it('shows inventory by location with the stock text', async () => {
    mountPos();
    const region = await screen.findByRole('region', { name: 'Inventory by Location' }, { timeout: 8000 });
    const rows = await within(region).findAllByRole('row');
    const expected = productById(PRODUCT_ID)!.product.stock_by_location!.map((s) => `${s.location_name}${stockText(s.quantity)}`);
    expect(rows.slice(1).map((r) => r.textContent)).toEqual(expected);
    expect(expected.some((t) => t.endsWith('Out of Stock')) || expected.every((t) => / in Stock$/.test(t))).toBe(true);
  });

  it('reads "Out of Stock" at 0', async () => {
    (db.productExtras as ProductExtras).outOfStock = [PRODUCT_ID];
    mountPos();
    const region = await screen.findByRole('region', { name: 'Inventory by Location' }, { timeout: 8000 });
    const cells = await within(region).findAllByText('Out of Stock');
    expect(cells).toHaveLength(LOCATIONS.length);
  });

  it('reads "There was an error!" when the inventory call fails', async () => {
    setFaults({ failing: { 'api/inventory/getInventoriesByProductId': 'http500' } });
    mountPos();
    const region = await screen.findByRole('region', { name: 'Inventory by Location' }, { timeout: 8000 });
    expect(await within(region).findByText('There was an error!')).toBeInTheDocument();
  });

  it('shows the distributor inventory: warehouses, codes, prices, totals and the price list', async () => {
    mountPos();
    const region = await screen.findByRole('region', { name: 'Distributor Inventory' }, { timeout: 8000 });
    const table = await within(region).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['CHI', 'IND', 'STL']);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Chicago DC');
    expect(within(rows[0]).getAllByRole('cell')[2].textContent).toMatch(/^\$\d+\.\d{2}$/);
    expect(within(region).getByText(/Total inventory: \d+\. Store inventory: \d+\./)).toBeInTheDocument();
    expect(within(region).getByText('Your Cost')).toBeInTheDocument();
  });

  it('agrees with itself: the store inventory is the sum of the location rows, and Your Cost is the lowest price of a warehouse that has the part', async () => {
    mountPos();
    const byLocation = await screen.findByRole('region', { name: 'Inventory by Location' }, { timeout: 8000 });
    await within(byLocation).findAllByRole('row');
    const total = productById(PRODUCT_ID)!.product.stock_by_location!.reduce((n, s) => n + s.quantity, 0);
    const region = await screen.findByRole('region', { name: 'Distributor Inventory' }, { timeout: 8000 });
    expect(await within(region).findByText(new RegExp(`Store inventory: ${total}\\.`))).toBeInTheDocument();
    // getInventoryDetails (spec 4) sends no price list: Your Cost (spec 3 §3 "key your_cost") comes from Locations[].Price.
    const cost = within(region).getByText('Your Cost', { selector: 'dt' }).nextSibling!.textContent!;
    const inStock = within(region)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent ?? ''))
      .filter(([, inventory]) => inventory !== 'Out of Stock')
      .map(([, , price]) => price.replace(/[$,]/g, ''));
    expect(inStock.length).toBeGreaterThan(0);
    expect(inStock.every((price) => compare(cost.replace(/[$,]/g, ''), price) <= 0)).toBe(true);
  });

  it('says "There are no reseller prices available to list." when the distributor has no prices', async () => {
    server.use(
      http.post('*/index.php', ({ request }) =>
        new URL(request.url).searchParams.get('route') !== 'product/product/getInventoryDetails'
          ? undefined
          : 
        HttpResponse.json({
          Items: [
            {
              ProductId: PRODUCT_ID,
              PartNumber: product().mpn,
              Description: 'Distributor item',
              AAIABrandCode: product().aaia,
              Locations: [{ WarehouseCode: 'CHI', Name: 'Chicago DC', Inventory: 4, Price: '21.49' }],
              StoreInventory: 2,
              Prices: [],
            },
          ],
        }),
      ),
    );
    mountPos();
    const region = await screen.findByRole('region', { name: 'Distributor Inventory' }, { timeout: 8000 });
    expect(await within(region).findByText('There are no reseller prices available to list.')).toBeInTheDocument();
    expect(within(region).queryByRole('term')).not.toBeInTheDocument();
  });

  it('reads "There was an error!" when the distributor inventory fails', async () => {
    setFaults({ failing: { 'product/product/getInventoryDetails': 'http500' } });
    mountPos();
    const region = await screen.findByRole('region', { name: 'Distributor Inventory' }, { timeout: 8000 });
    expect(await within(region).findByText('There was an error!')).toBeInTheDocument();
  });

  it('ship-to-store lists at most 3 stocking stores, preferred first, from radius 100 and 20 results', async () => {
    const queries = recordLocationQueries();
    mountPos();
    const region = await screen.findByRole('region', { name: 'Ship to Store' }, { timeout: 8000 });
    const buttons = await within(region).findAllByRole('button', { name: /^Ship to / });
    const stocking = LOCATIONS.filter((l) => stockOf(l.location_name) > 0);
    const expected = [...stocking.filter((l) => l.preferred), ...stocking.filter((l) => !l.preferred)].slice(0, 3);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(expected.map((l) => `Ship to this store: ${l.location_name}`));
    expect(queries[0].get('distance')).toBe('100');
    expect(queries[0].get('limit')).toBe('20');

    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(within(region).getAllByRole('button', { name: /^Ship to / })).toHaveLength(stocking.length));
    expect(queries.at(-1)!.get('distance')).toBe('50');
    expect(within(region).queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
  });

  it('reads "We couldn\'t find this product within 250 miles." when no store stocks it', async () => {
    (db.productExtras as ProductExtras).outOfStock = [PRODUCT_ID];
    mountPos();
    const region = await screen.findByRole('region', { name: 'Ship to Store' }, { timeout: 8000 });
    expect(await within(region).findByText("We couldn't find this product within 250 miles.")).toBeInTheDocument();
  });

  it('adds to the cart for a store with storeLocatorAddProduct', async () => {
    const user = userEvent.setup();
    mountPos();
    const region = await screen.findByRole('region', { name: 'Ship to Store' }, { timeout: 8000 });
    const [first] = await within(region).findAllByRole('button', { name: /^Ship to / });
    await user.click(first);
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(cartSummary.getState().totalItems).toBeGreaterThan(0);
  });

  it('shows the store’s refusal of a ship-to-store add as an error toast', async () => {
    const user = userEvent.setup();
    setFaults({ failing: { 'checkout/cart/storeLocatorAddProduct': 'http500' } });
    mountPos();
    const region = await screen.findByRole('region', { name: 'Ship to Store' }, { timeout: 8000 });
    const [first] = await within(region).findAllByRole('button', { name: /^Ship to / });
    await user.click(first);
    expect(await screen.findByText('Uh oh!')).toBeInTheDocument();
    expect(first).toBeEnabled();
  });
});
