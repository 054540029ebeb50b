import { createStore } from 'zustand/vanilla';
import { tabChannel, THIS_TAB, type TabChannel } from '../runtime/tabs';
import { cartChanged, cartSummary } from './state';

/**
 * The cart's channel between tabs (./crossTab.ts is its face): fetched when the page is idle or by
 * the page's first cart change, so no page's start carries it.
 */

/** A tab that comes back to the front with a cart read longer ago than this reads it again. */
export const STALE_AFTER_MS = 30000;

interface Following {
  channel: TabChannel | null;
  /** How many cart widgets are mounted. */
  followers: number;
  /** When this tab last received a whole cart from the store. */
  readAt: number;
  stopWatchingReads: (() => void) | null;
}
const following = createStore<Following>(() => ({ channel: null, followers: 0, readAt: Date.now(), stopWatchingReads: null }));
const f = () => following.getState();

/** The page's one channel, opened by its first change or first cart widget; heard while a cart widget is mounted. */
function open(): TabChannel {
  const { channel } = f();
  if (channel) return channel;
  const opened = tabChannel('cart', (m) => f().followers > 0 && m.type === 'cart-changed' && cartChanged({}));
  following.setState({ channel: opened });
  return opened;
}

export function tell(): void {
  open().post({ type: 'cart-changed', tab: THIS_TAB });
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && Date.now() - f().readAt > STALE_AFTER_MS) cartChanged({});
}

export function follow(): () => void {
  const followers = f().followers;
  following.setState({ followers: followers + 1 });
  if (followers === 0) {
    open();
    const stopWatchingReads = cartSummary.subscribe((s, prev) => {
      if (s.cart !== prev.cart) following.setState({ readAt: Date.now() });
    });
    following.setState({ stopWatchingReads });
    document.addEventListener('visibilitychange', onVisible);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const left = f().followers - 1;
    following.setState({ followers: left });
    if (left > 0) return;
    f().stopWatchingReads?.();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
