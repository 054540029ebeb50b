import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import productWidget from '../../widgets/product/index';
import cartWidget from '../../widgets/cart/index';
import popoutWidget from '../../widgets/cart-popout/index';
import { mountWidget, setConfig } from '../utils/widget';
import { cartWidgetTests } from '../utils/cartWidgets';
import { db } from '../../mocks/db';
import { productById, renderProduct } from '../../mocks/db/catalog';

/**
 * `texts` in #pf-config puts the store's own words on any key (docs/texts.md lists them); a key
 * no catalog has, or an override without a placeholder the code fills, is named in ONE warning
 * and the spec's text stays.
 */
const mounted = cartWidgetTests();
const mount = (...args: Parameters<typeof mountWidget>) => mounted.push(mountWidget(...args).unmount);
const product = () => renderProduct(productById(101)!);

describe('store text overrides', () => {
  it('shows the store’s words for "Add to Cart"', () => {
    setConfig({ texts: { 'product.addToCart': 'Add to Bag' } });
    mount(productWidget, { product: product() });
    expect(screen.getByRole('button', { name: 'Add to Bag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('shows the store’s words for "The shopping cart is empty." on the cart page and in the popout', async () => {
    db.cart.lines = [];
    db.cart.vouchers = [];
    setConfig({ texts: { 'cart.empty': 'Your bag is empty.', 'cartPopout.empty': 'Nothing in the bag yet.' } });
    mount(cartWidget);
    expect(await screen.findByText('Your bag is empty.')).toBeInTheDocument();
    mount(popoutWidget);
    await userEvent.click(await screen.findByRole('button', { name: /^Shopping cart/ }));
    expect(await screen.findByText('Nothing in the bag yet.')).toBeInTheDocument();
    expect(screen.queryByText('The shopping cart is empty.')).not.toBeInTheDocument();
  });

  it('fills placeholders in an override: "Remove {name}"', async () => {
    setConfig({ texts: { 'cartPopout.removeItem': 'Take out {name}' } });
    mount(popoutWidget);
    await userEvent.click(await screen.findByRole('button', { name: /^Shopping cart/ }));
    expect((await screen.findAllByRole('button', { name: /^Take out / })).length).toBeGreaterThan(0);
  });

  it('keeps the default and warns once for an unknown key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setConfig({ texts: { 'product.addToCrat': 'Add to Bag', 'nowhere.key': 'x' } });
    mount(productWidget, { product: product() });
    mount(productWidget, { product: product() });
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2);
    const named = (key: string) => warn.mock.calls.filter(([message]) => String(message).includes(`"${key}"`));
    expect(named('product.addToCrat')).toHaveLength(1);
    expect(named('nowhere.key')).toHaveLength(1);
  });

  it('keeps the default and warns once for an override that drops a placeholder the code fills', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setConfig({ texts: { 'cartPopout.removeItem': 'Take it out' } });
    mount(popoutWidget);
    await userEvent.click(await screen.findByRole('button', { name: /^Shopping cart/ }));
    expect((await screen.findAllByRole('button', { name: /^Remove / })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Take it out' })).not.toBeInTheDocument();
    expect(warn.mock.calls.filter(([message]) => String(message).includes('"cartPopout.removeItem" lacks {name}'))).toHaveLength(1);
  });
});
