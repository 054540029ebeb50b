import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import popout from '../../widgets/cart-popout/index';
import { mountWidget } from '../utils/widget';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { cartService } from '../../shared/cart';
import { followingOtherTabs } from '../../shared/cart/crossTab';
import { STALE_AFTER_MS } from '../../shared/cart/crossTabChannel';
import { cartWidgetTests, eventually } from '../utils/cartWidgets';

/**
 * One cart across the shopper's tabs: this page is one tab; "the other tab" is a BroadcastChannel
 * of the same name, as another tab of the store opens it.
 */
const mounted = cartWidgetTests();
const storeCart = () => renderCart(db.cart, db.ymm);
const toggle = () => screen.getByRole('button', { name: /^Shopping cart/ });
const otherTab = () => new BroadcastChannel(`pf-cart:${location.origin}`);

function mountPopout() {
  const m = mountWidget(popout, {});
  mounted.push(m.unmount);
}

describe('one cart across tabs', () => {
  it('reads the cart again when another tab of the store changed it', async () => {
    mountPopout();
    await eventually(() => expect(toggle()).toHaveTextContent(storeCart().total_text));
    // This tab hears the others from when the page is idle.
    await eventually(() => expect(followingOtherTabs()).toBe(true));
    // The other tab removed a line: the store's cart changed behind this tab's back.
    db.cart.lines = db.cart.lines.slice(1);
    const after = storeCart();
    const other = otherTab();
    other.postMessage({ type: 'cart-changed', tab: 'another' });
    await eventually(() => expect(toggle()).toHaveTextContent(after.total_text));
    expect(toggle()).toHaveTextContent(String(after.total_items));
    other.close();
  });

  it('tells the other tabs after each change, and not after a read', async () => {
    mountPopout();
    await eventually(() => expect(toggle()).toHaveTextContent(storeCart().total_text));
    const heard = vi.fn();
    const other = otherTab();
    other.onmessage = (e) => heard(e.data);
    await act(async () => void (await cartService.refresh()));
    await act(async () => void (await cartService.remove(String(storeCart().products[0].key))));
    await eventually(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard.mock.calls[0][0]).toMatchObject({ type: 'cart-changed' });
    other.close();
  });

  it('reads a cart older than 30 s again when the tab comes back to the front', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    mountPopout();
    await eventually(() => expect(toggle()).toHaveTextContent(storeCart().total_text));
    db.cart.lines = db.cart.lines.slice(1);
    const after = storeCart();
    await eventually(() => expect(followingOtherTabs()).toBe(true));
    const front = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // Back within 30 s: the cart shown is recent enough.
    vi.setSystemTime(Date.now() + STALE_AFTER_MS - 1000);
    front();
    await new Promise((r) => setTimeout(r, 300));
    expect(toggle()).not.toHaveTextContent(after.total_text);
    vi.setSystemTime(Date.now() + 2000);
    front();
    await eventually(() => expect(toggle()).toHaveTextContent(after.total_text));
  });
});
