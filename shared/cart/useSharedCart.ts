import { useEffect } from 'react';
import type { Cart } from '../api/shapes/cart';
import { useQuery } from '../data';
import { listenToThemeCartEvents, refreshCart, useCartSummary } from './state';

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

  // One read per cart revision that needs it; every widget on the page shares it.
  const read = useQuery(!cart || stale ? ['cart', revision] : null, () => refreshCart());
  return { cart, error: read.error, retry: () => void read.refetch() };
}
