import { useEffect } from 'react';
import { cartKeys } from '../api/cart';
import type { Cart } from '../api/shapes/cart';
import { useQuery } from '../data';
import { listenToThemeCartEvents, refreshCart, useCartSummary } from './state';
import { followOtherTabs } from './crossTab';

/**
 * The shared cart for a widget: reads it when there is none yet or when it is stale (an add
 * elsewhere, theme code's event), and keeps showing the last good cart when a read fails.
 * `error` is the failed read; any newer cart (from any widget) clears it. `retry` reads again.
 */
export function useSharedCart(): { cart: Cart | null; error: unknown; retry: () => void } {
  const cart = useCartSummary((s) => s.cart);
  const stale = useCartSummary((s) => s.stale);
  const revision = useCartSummary((s) => s.revision);

  useEffect(() => listenToThemeCartEvents(), []);
  // A change in another tab of the store, or a long time in the background, makes it stale too.
  useEffect(() => followOtherTabs(), []);

  // One read per cart revision that needs it; every widget on the page shares it.
  const read = useQuery(!cart || stale ? cartKeys.read(revision) : null, () => refreshCart());
  return { cart, error: read.error, retry: () => void read.refetch() };
}
