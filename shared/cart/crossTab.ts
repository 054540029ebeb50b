import { onDemand, whenPageIdle } from '../runtime/onDemand';

/**
 * One cart across the shopper's tabs (or the register's). A tab that changed the cart tells the
 * others; each of them marks its shared cart stale, and its cart widgets (popout count, cart page,
 * POS cart) read it again (useSharedCart). A tab that comes back to the front with a cart read
 * long ago reads it again too (./crossTabChannel.ts, `STALE_AFTER_MS`): a message may have been
 * missed while the browser froze it.
 *
 * The channel itself (./crossTabChannel.ts) is no part of a page's start: a tab starts hearing the
 * others once the page is idle (its own first read of the cart is newer than anything they said
 * before), and a change fetches it to tell them.
 */
const channel = onDemand(() => import('./crossTabChannel'));

/** Tells the other tabs the cart changed. Called by the cart service after each change. */
export function tellOtherTabs(): void {
  channel.load().then(
    (m) => m.tell(),
    (error: unknown) => console.error('Partsfront: could not tell the other tabs of the cart change', error),
  );
}

/** How many of the page's cart widgets hear the other tabs now. */
let listening = 0;
/** True once this tab hears the other tabs (a cart widget is mounted and the page has been idle). */
export const followingOtherTabs = (): boolean => listening > 0;

/** While a cart widget is mounted, this tab hears the others' changes (from when the page is idle). Returns the function that stops. */
export function followOtherTabs(): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const cancelIdle = whenPageIdle(() => {
    channel.load().then(
      (m) => {
        if (stopped) return;
        stop = m.follow();
        listening++;
      },
      () => undefined,
    );
  });
  return () => {
    if (stopped) return;
    stopped = true;
    cancelIdle();
    if (stop) {
      listening--;
      stop();
    }
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
