import * as v from 'valibot';
import { CompareProductShape } from '../../shared/api/shapes/lists';
import { describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { recordRequestsTo } from '../../tests/utils/requests';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { catalog, productById } from '../../mocks/db/catalog';
import { renderCompareProduct } from '../../mocks/db/lists';
import { setFaults } from '../../mocks/faults';
import { cartSummary } from '../../shared/cart/state';

const nameOf = (id: number) => productById(id)!.product.name;
const table = () => screen.getByRole('table');
/** The cells of the (first) row headed `label`, one per product. */
const rowCells = (label: string) => within(within(table()).getAllByRole('rowheader', { name: label })[0].closest('tr')!).getAllByRole('cell');

describe('compare', () => {
  it('shows the products side by side with their details, rating and attribute groups', async () => {
    mountWidget(widget);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the compare list…');
    await screen.findByRole('table', { name: 'Product comparison' });
    const expected = db.lists.compare.map((id) => v.parse(CompareProductShape, renderCompareProduct(productById(id)!)));
    const headers = within(within(table()).getAllByRole('rowgroup')[0]).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(expected.map((p) => p.name));
    expect(within(headers[0]).getByRole('link')).toHaveAttribute('href', expected[0].links.view);
    expect(rowCells('Model').map((c) => c.textContent)).toEqual(expected.map((p) => p.model));
    expect(rowCells('Brand').map((c) => c.textContent)).toEqual(expected.map((p) => p.manufacturer));
    expect(rowCells('Availability').map((c) => c.textContent)).toEqual(expected.map((p) => p.stock_text));
    expect(rowCells('Weight').map((c) => c.textContent)).toEqual(expected.map((p) => p.weight_text));
    expect(rowCells('Height').map((c) => c.textContent)).toEqual(expected.map((p) => p.height_text));
    expect(within(rowCells('Rating')[0]).getByRole('img', { name: `Rated ${Math.round(expected[0].rating)} out of 5` })).toBeInTheDocument();
    expect(rowCells('Rating')[0]).toHaveTextContent(`${expected[0].reviews} review`);
    expect(rowCells('Image')[0].querySelector('img')).toHaveAttribute('src', expected[0].thumbnails.primary);
    // Attribute groups: a header row per group, a row per attribute.
    const group = expected[0].attribute_groups.at(-1)!;
    expect(within(table()).getByRole('columnheader', { name: group.name })).toBeInTheDocument();
    const attr = group.attributes[0];
    expect(rowCells(attr.name)[0]).toHaveTextContent(attr.value);
  });

  it('removes a product (one request for a double click), says so, refreshes, and ends empty', async () => {
    const removes = recordRequestsTo('/product/compare/remove');
    db.lists.compare = [101];
    mountWidget(widget);
    await screen.findByRole('table');
    await userEvent.dblClick(screen.getByRole('button', { name: `Remove ${nameOf(101)}` }));
    const toast = (await screen.findByText(`You have removed ${nameOf(101)} from your product comparison!`)).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Success!')).toBeInTheDocument();
    expect(await screen.findByText('You have not chosen any products to compare.')).toBeInTheDocument();
    expect(removes).toHaveLength(1);
  });

  it('shows the store error when a remove is refused, and keeps the product', async () => {
    server.use(http.post('*/product/compare/remove', () => HttpResponse.json({ error: 'Product not found!' })));
    mountWidget(widget);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${nameOf(111)}` }));
    const toast = (await screen.findByText('Product not found!')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Uh oh!')).toBeInTheDocument();
    expect(within(table()).getByRole('link', { name: nameOf(111) })).toBeInTheDocument();
  });

  it('adds a product to the cart from the page', async () => {
    mountWidget(widget);
    await screen.findByRole('table');
    const index = db.lists.compare.indexOf(101);
    const addButtons = within(table()).getAllByRole('button', { name: 'Add to Cart' });
    await userEvent.click(addButtons[index]);
    expect(await screen.findByText(/You have added/)).toHaveTextContent(`You have added ${nameOf(101)} to the cart.`);
    await waitFor(() => expect(cartSummary.getState().revision).toBe(1));
    expect(db.cart.lines.some((l) => l.product_id === 101)).toBe(true);
  });

  it('disables adding a product that cannot be ordered (saying why, still removable), and links one with required options', async () => {
    const locked = catalog().find((it) => !it.product.is_orderable)!.product;
    const optioned = catalog().find((it) => it.product.is_orderable && it.product.requires_options)!.product;
    db.lists.compare = [Number(locked.product_id), Number(optioned.product_id)];
    mountWidget(widget);
    await screen.findByRole('table');
    const actions = within(table()).getAllByRole('cell').slice(-2);
    expect(within(actions[0]).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(within(actions[0]).getByText('This product cannot be ordered online. Contact the store about it from its product page.')).toBeInTheDocument();
    expect(within(actions[0]).getByRole('button', { name: `Remove ${locked.name}` })).toBeEnabled();
    expect(within(actions[1]).getByRole('link', { name: `Choose options for ${optioned.name}` })).toHaveAttribute('href', optioned.links.view);
  });

  it('says "You have not chosen any products to compare." when empty', async () => {
    db.lists.compare = [];
    mountWidget(widget);
    expect(await screen.findByText('You have not chosen any products to compare.')).toBeInTheDocument();
  });

  it('shows a load failure with a working retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFaults({ failing: { 'product/compare/getCompare': 'malformed' } });
    mountWidget(widget);
    expect(await screen.findByText('The compare list could not be loaded.')).toBeInTheDocument();
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('hides add to cart with the no-price template', async () => {
    setConfig({ pricing: { noPriceTemplate: true } });
    mountWidget(widget);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
