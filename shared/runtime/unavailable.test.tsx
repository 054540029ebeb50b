import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, MSG_UNAVAILABLE } from './defineWidget';
import { object, required, string } from './props';
import { mountWidget } from '../../tests/utils/widget';
import { clearDrift, driftSeen } from '../api/drift';
import { PosOrderShape } from '../api/shapes/order';
import { optional } from '../api/shape';

/** A placeholder never ends empty: a widget that cannot start or fails says so, or keeps the server's fallback. */
describe('a widget that cannot start', () => {
  afterEach(() => clearDrift());
  const widget = defineWidget({
    schema: object({ title: required(string(), 'data-title is required') }),
    Component: ({ title }) => {
      if (title === 'crash') throw new Error('render failed');
      return <p>{title}</p>;
    },
  });

  it('shows a short message in an empty placeholder when its props do not read', () => {
    expect(() => mountWidget(widget, {})).toThrow('invalid props: data-title is required');
    expect(screen.getByRole('status')).toHaveTextContent(MSG_UNAVAILABLE);
  });

  it('keeps the server fallback when there is one', () => {
    expect(() => mountWidget(widget, {}, '<p>Server text</p>')).toThrow();
    expect(screen.getByText('Server text')).toBeInTheDocument();
    expect(screen.queryByText(MSG_UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('says so when it fails while showing, and not when it is unmounted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mountWidget(widget, { title: 'crash' });
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent(MSG_UNAVAILABLE);
    document.body.replaceChildren();
    const fine = mountWidget(widget, { title: 'Hello' });
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(async () => fine.unmount());
    expect(fine.el).toBeEmptyDOMElement();
  });

  it('reads data-pf-props by the answers’ policy: a part it can do without that does not read is dropped and named', async () => {
    const orderWidget = defineWidget({
      schema: object({ order: required(PosOrderShape, 'order is required'), note: optional(string(), '') }),
      Component: ({ order }) => <p>{`Order #${order.order_id}: ${order.order_status?.name ?? 'no status'}, ${order.cashier || 'no cashier'}`}</p>,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = { order_id: 1008, total: '221.51', amount_paid: null, balance_due: '221.51', order_status: 'Pending', cashier: { name: 'Dana' }, transactions: [], products: [] };
    mountWidget(orderWidget, { order });
    expect(screen.getByText('Order #1008: Pending, no cashier')).toBeInTheDocument();
    // Named once the answers' reader has loaded (the runtime imports it only when a prop was dropped).
    await waitFor(() => expect(driftSeen()).toEqual([expect.objectContaining({ path: 'order.cashier', needed: false })]));
  });
});
