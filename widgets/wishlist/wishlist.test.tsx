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
import { setFaults } from '../../mocks/faults';
import { cartSummary } from '../../shared/cart/state';

const nameOf = (id: number) => productById(id)!.product.name;
const rowOf = (id: number) => within(screen.getByRole('table')).getByRole('link', { name: nameOf(id) }).closest('tr')!;

describe('wishlist', () => {
  it('lists each saved product with image, link, name, model and price', async () => {
    mountWidget(widget);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…');
    const link = await screen.findByRole('link', { name: nameOf(101) });
    const p = productById(101)!.product;
    expect(link).toHaveAttribute('href', p.links.view);
    const row = rowOf(101);
    expect(row.querySelector('img')).toHaveAttribute('src', p.thumbnails.wishlist);
    expect(within(row).getByText(p.model)).toBeInTheDocument();
    expect(row).toHaveTextContent(/\$\d+\.\d{2}/);
    expect(screen.getAllByRole('row')).toHaveLength(1 + db.lists.wishlist.length);
  });

  it('shows the store notice in place of the price when pricing is disabled', async () => {
    const hidden = catalog().find((it) => it.product.disable_pricing && it.product.is_orderable)!.product;
    db.lists.wishlist = [Number(hidden.product_id)];
    mountWidget(widget);
    const row = (await screen.findByRole('link', { name: hidden.name })).closest('tr')!;
    expect(row).toHaveTextContent(hidden.disable_pricing_notice!.replace(/<[^>]+>/g, ''));
    expect(row).not.toHaveTextContent(/\$\d/);
  });

  it('links a product with required options to its page instead of adding it', async () => {
    mountWidget(widget);
    await screen.findByRole('link', { name: nameOf(110) });
    const row = rowOf(110);
    expect(within(row).getByRole('link', { name: `Choose options for ${nameOf(110)}` })).toHaveAttribute('href', productById(110)!.product.links.view);
    expect(within(row).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('says why a product that cannot be ordered cannot be added, and still removes it', async () => {
    mountWidget(widget);
    await screen.findByRole('link', { name: nameOf(112) });
    const row = rowOf(112);
    const add = within(row).getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('This product cannot be ordered online. Contact the store about it from its product page.');
    expect(within(row).getByText('This product cannot be ordered online. Contact the store about it from its product page.')).toBeVisible();
    const remove = within(row).getByRole('button', { name: `Remove ${nameOf(112)}` });
    expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('link', { name: nameOf(112) })).not.toBeInTheDocument());
    expect(db.lists.wishlist).not.toContain(112);
  });

  it('removes a product (one request for a double click), says so and refreshes the list', async () => {
    const removes = recordRequestsTo('/account/wishlist/remove');
    const loads = recordRequestsTo('/account/wishlist/getWishlist');
    mountWidget(widget);
    await screen.findByRole('link', { name: nameOf(109) });
    await userEvent.dblClick(screen.getByRole('button', { name: `Remove ${nameOf(109)}` }));
    const toast = await screen.findByText(`You have removed ${nameOf(109)} from your wish list!`);
    expect(within(toast.closest('[role="alert"]') as HTMLElement).getByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: nameOf(109) })).not.toBeInTheDocument());
    expect(removes).toHaveLength(1);
    expect(loads).toHaveLength(2);
    expect(db.lists.wishlist).not.toContain(109);
  });

  it('shows the store error when a remove is refused, and keeps the row', async () => {
    server.use(http.post('*/account/wishlist/remove', () => HttpResponse.json({ error: 'Your session has expired.' })));
    mountWidget(widget);
    await screen.findByRole('link', { name: nameOf(101) });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${nameOf(101)}` }));
    const toast = (await screen.findByText('Your session has expired.')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Uh oh!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nameOf(101) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${nameOf(101)}` })).toBeEnabled();
  });

  it('adds a product to the cart and announces the cart', async () => {
    mountWidget(widget);
    await screen.findByRole('link', { name: nameOf(109) });
    await userEvent.click(within(rowOf(109)).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(/You have added/)).toHaveTextContent(`You have added ${nameOf(109)} to the cart.`);
    expect(within(rowOf(109)).getByRole('button', { name: 'Added!' })).toBeInTheDocument();
    expect(cartSummary.getState().revision).toBe(1);
    expect(db.cart.lines.some((l) => Number(l.product_id) === 109)).toBe(true);
  });

  it('says "Your wishlist is empty." when there is nothing saved', async () => {
    db.lists.wishlist = [];
    mountWidget(widget);
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
  });

  it('shows a load failure with a working retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFaults({ failing: { 'account/wishlist/getWishlist': 'http500' } });
    mountWidget(widget);
    expect(await screen.findByText('Your wishlist could not be loaded.')).toBeInTheDocument();
    setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: nameOf(101) })).toBeInTheDocument();
  });

  it('hides add to cart in POS mode', async () => {
    setConfig({ mode: 'pos' });
    mountWidget(widget);
    await screen.findByRole('link', { name: nameOf(101) });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
