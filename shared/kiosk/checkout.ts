import { createOrder, KIOSK_ORDER } from '../api/checkout';
import { pageUrl } from '../api/endpoints/kiosk';
import type { Id } from '../api/types';
import { cartService } from '../cart';
import { navigation } from '../runtime/navigation';
import { readStored, removeStored, writeStored } from '../runtime/storage';

export const PLACED_ORDER_KEY = 'kiosk-order';

export interface PlacedOrder {
  order_id: Id;
  /** The amount to pay at the counter: the cart's total as the store wrote it ("$123.45"); empty when unknown. */
  total?: string;
}

/**
 * The kiosk checkout (spec 3 §4): once the cart's pending calls have settled, the order is
 * created with status `kiosk`, shipping `local_pickup` and payment `cod`; the page's cart is read
 * again (now empty), the order number and the amount to pay are kept for the home page, and the browser goes home,
 * where the kiosk shows the number so the visitor can pay at the counter. A refusal throws (the
 * store's text) and nothing else happens.
 */
export async function placeKioskOrder(): Promise<Id> {
  await cartService.settled();
  // The amount to pay, as the cart showed it just before the order: the order screen names it.
  const total = await cartService
    .refresh()
    .then((cart) => cart.totals.find((t) => t.code === 'total')?.text ?? '')
    .catch(() => '');
  const { order_id } = await createOrder(KIOSK_ORDER);
  writeStored(PLACED_ORDER_KEY, { order_id, total } satisfies PlacedOrder);
  await cartService.refresh().catch(() => undefined);
  navigation.go(pageUrl('pageKioskHome'));
  return order_id;
}

/** The order the kiosk just placed, once: reading it forgets it. */
export function takePlacedOrder(): PlacedOrder | null {
  const placed = readStored<PlacedOrder | null>(PLACED_ORDER_KEY, null);
  removeStored(PLACED_ORDER_KEY);
  if (!placed || placed.order_id === undefined || placed.order_id === null) return null;
  return { order_id: placed.order_id, total: typeof placed.total === 'string' ? placed.total : '' };
}
