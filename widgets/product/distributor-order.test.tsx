import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { productById, renderProduct } from '../../mocks/db/catalog';
import { distributorStock } from '../../mocks/handlers/product';
import { MSG_NOT_NEGATIVE, MSG_WHOLE } from '../../shared/inventory/DistributorOrder';

/** Spec 3 §5 "Distributor order": quantity per location from 0 to that location's inventory; changing the location caps it. */
const PRODUCT_ID = 101;
const WAREHOUSES = [
  { code: 'CHI', name: 'Chicago DC' },
  { code: 'IND', name: 'Indianapolis DC' },
  { code: 'STL', name: 'St. Louis DC' },
];
const stock = (code: string) => distributorStock(PRODUCT_ID, code)!;

async function mountOrder() {
  setConfig({ mode: 'pos' });
  mountWidget(widget, { product: renderProduct(productById(PRODUCT_ID)!) });
  const form = await screen.findByRole('form', { name: 'Order from Distributor' }, { timeout: 8000 });
  return within(form);
}

afterEach(() => server.events.removeAllListeners());

describe('product (POS): the distributor order form', () => {
  it('keeps the quantity between 0 and the location inventory, caps it when the location changes, and adds from that location', async () => {
    const names = await (async () => {
      const form = await mountOrder();
      return within(form.getByRole('combobox', { name: 'Distributor location' })).getAllByRole('option').map((o) => o.textContent);
    })();
    const locations = WAREHOUSES.map((w) => ({ ...w, inventory: stock(w.code) }));
    expect(names).toEqual(locations.map((l) => `${l.name} (${l.inventory} available)`));
    const [big, small] = [...locations].sort((a, b) => b.inventory - a.inventory);
    expect(big.inventory).toBeGreaterThan(small.inventory);

    const form = within(screen.getByRole('form', { name: 'Order from Distributor' }));
    const user = userEvent.setup();
    const location = form.getByRole('combobox', { name: 'Distributor location' });
    const quantity = form.getByRole('spinbutton', { name: 'Quantity' });
    const addButton = form.getByRole('button', { name: 'Add to Cart' });
    await user.selectOptions(location, big.code);
    await user.clear(quantity);
    await user.type(quantity, String(big.inventory + 1));
    expect(quantity).toHaveAccessibleDescription(`Only ${big.inventory} available at ${big.name}.`);
    expect(addButton).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, String(big.inventory));
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(addButton).toBeEnabled();
    // Another location with less: the quantity is capped to what it has.
    await user.selectOptions(location, small.code);
    expect(quantity).toHaveValue(small.inventory);
    expect(quantity).toHaveAttribute('max', String(small.inventory));

    let body = new URLSearchParams();
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/checkout/cart/add')) body = new URLSearchParams(await request.clone().text());
    });
    // The store merges an add into the part's line (with or without labor): count the part's quantity in the cart.
    const inCart = () => db.cart.lines.filter((l) => l.product_id === PRODUCT_ID).reduce((sum, l) => sum + l.quantity, 0);
    const before = inCart();
    await user.selectOptions(location, big.code);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(addButton);
    expect(await screen.findByText(/You have added/)).toBeInTheDocument();
    expect(Object.fromEntries(body)).toMatchObject({ product_id: String(PRODUCT_ID), quantity: '2', warehouse_code: big.code });
    await waitFor(() => expect(inCart()).toBe(before + 2));
  });

  it('refuses a quantity below 0 or not whole, and 0 adds nothing', async () => {
    const form = await mountOrder();
    const user = userEvent.setup();
    const quantity = form.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '-1');
    expect(quantity).toHaveAccessibleDescription(MSG_NOT_NEGATIVE);
    await user.clear(quantity);
    expect(quantity).toHaveAccessibleDescription(MSG_WHOLE);
    await user.type(quantity, '0');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("shows the store's refusal", async () => {
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.json({ error_message: 'Only 1 available at Chicago DC.' })));
    const form = await mountOrder();
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 1 available at Chicago DC.')).toBeInTheDocument();
  });

  it('the store refuses more than the location has, and an unknown location', async () => {
    const { addToCart } = await import('../../shared/api/cart');
    await expect(addToCart({ product_id: PRODUCT_ID, quantity: stock('CHI') + 1, warehouse_code: 'CHI' })).rejects.toMatchObject({ kind: 'store', message: `Only ${stock('CHI')} available at Chicago DC.` });
    await expect(addToCart({ product_id: PRODUCT_ID, quantity: 1, warehouse_code: 'NOPE' })).rejects.toMatchObject({ message: 'Please choose a distributor location.' });
  });

  it("says the inventory catalog's words a store sets in its texts", async () => {
    setConfig({ mode: 'pos', texts: { 'inventory.orderTitle': 'Order from a warehouse', 'inventory.addToCart': 'Order it' } });
    mountWidget(widget, { product: renderProduct(productById(PRODUCT_ID)!) });
    const form = within(await screen.findByRole('form', { name: 'Order from a warehouse' }, { timeout: 8000 }));
    expect(form.getByRole('button', { name: 'Order it' })).toBeInTheDocument();
  });
});
