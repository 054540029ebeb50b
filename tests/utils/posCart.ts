import { afterEach, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import widget from '../../widgets/pos-cart/index';
import { resetAcks } from '../../widgets/pos-cart/store';
import { server } from '../../mocks/node';
import { mountWidget } from './widget';

/** A part the mock store's POS cart tests add and look for. */
export const PADS = 'PowerStop Front Brake Pad Set';

/** A line of the POS cart, by the product's name. */
export const line = (name: string) => screen.getByRole('listitem', { name });

/** Mounts the POS cart and waits for its lines. */
export async function mountPosCart() {
  const m = mountWidget(widget);
  await screen.findByRole('list', { name: 'Products in the cart' });
  return m;
}

/** What every POS cart test file shares: acknowledgements forgotten before, listeners and fake timers gone after. */
export function posCartTests() {
  beforeEach(() => resetAcks());
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });
}
