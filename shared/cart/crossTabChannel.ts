import { createStore } from 'zustand/vanilla';
import { tabChannel, THIS_TAB, type TabChannel } from '../runtime/tabs';
import { whileHeld } from '../runtime/whileHeld';
import { cartChanged, cartSummary } from './state';

/**
 * The cart's channel between tabs (./crossTab.ts is its face): fetched when the page is idle or by
 * the page's first cart change, so no page's start carries it.
 */

/** A tab that comes back to the front with a cart read longer ago than this reads it again. */
export const STALE_AFTER_MS = 30000;

interface Following {
  channel: TabChannel | null;
  /** When this tab last received a whole cart from the store. */
  readAt: number;
}
const following = createStore<Following>(() => ({ channel: null, readAt: Date.now() }));
const f = () => following.getState();

/** The page's one channel, opened by its first change or first cart widget; heard while a cart widget is mounted. */
function open(): TabChannel {
  const { channel } = f();
  if (channel) return channel;
  const opened = tabChannel('cart', (m) => followers.held() && m.type === 'cart-changed' && cartChanged({}));
  following.setState({ channel: opened });
  return opened;
}

export function tell(): void {
  open().post({ type: 'cart-changed', tab: THIS_TAB });
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && Date.now() - f().readAt > STALE_AFTER_MS) cartChanged({});
}

/** While a cart widget is mounted (held), this tab hears the others and reads a stale cart again on coming back. */
const followers = whileHeld(() => {
  open();
  const stopWatchingReads = cartSummary.subscribe((s, prev) => {
    if (s.cart !== prev.cart) following.setState({ readAt: Date.now() });
  });
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopWatchingReads();
    document.removeEventListener('visibilitychange', onVisible);
  };
});

export const follow = (): (() => void) => followers.hold();
