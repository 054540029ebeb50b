import { createStore } from 'zustand/vanilla';
import { tabChannel, THIS_TAB, type TabChannel } from '../runtime/tabs';
import { cartChanged, cartSummary } from './state';

/**
 * One cart across the shopper's tabs (or the register's). A tab that changed the cart tells the
 * others; each of them marks its shared cart stale, and its cart widgets (popout count, cart page,
 * POS cart) read it again (useSharedCart). A tab that comes back to the front with a cart read
 * more than `STALE_AFTER_MS` ago reads it again too: a message may have been missed while the
 * browser froze it.
 */
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

/** Tells the other tabs the cart changed. Called by the cart service after each change. */
export function tellOtherTabs(): void {
  open().post({ type: 'cart-changed', tab: THIS_TAB });
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && Date.now() - f().readAt > STALE_AFTER_MS) cartChanged({});
}

/** While a cart widget is mounted, this tab hears the others' changes. Returns the function that stops. */
export function followOtherTabs(): () => void {
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

/**
 * The cart service with every change told to the other tabs once it has settled. A change the
 * store could not be asked about (no answer) is not told: nothing changed there. Reads are not
 * told either, or two tabs would make each other read forever.
 */
export function sharedAcrossTabs<S extends Record<string, (...args: never[]) => Promise<unknown>>>(service: S, reads: ReadonlyArray<keyof S>): S {
  const wrapped = { ...service };
  for (const name of Object.keys(service) as Array<keyof S>) {
    if (reads.includes(name)) continue;
    const call = service[name];
    wrapped[name] = (async (...args: never[]) => {
      try {
        const answer = await call(...args);
        tellOtherTabs();
        return answer;
      } catch (e) {
        // The store said no (kind `store`): it may still have kept part of the change.
        if ((e as { kind?: string })?.kind === 'store') tellOtherTabs();
        throw e;
      }
    }) as S[keyof S];
  }
  return wrapped;
}
