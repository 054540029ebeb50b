import { useEffect, useState } from 'react';
import { onDemand, whenPageIdle } from '../runtime/onDemand';

/**
 * The money engine on demand. A page whose prices the store has already formatted (the product
 * page shows `price_text`, `special_text`, the discounts' `price_text`…) needs no arithmetic until
 * the shopper does something that changes a price: picks an option with a price, changes the
 * quantity of a total shown. Only then does the engine (./index, with decimal.js, in its own
 * chunk) download, once per page; every later caller gets the same module.
 *
 * Importing this file costs no decimal.js: it imports the engine with `import()` only, and the
 * types below are erased. What needs no arithmetic (./text) is re-exported for those pages.
 */
export type Money = typeof import('./index');
export type { Amount } from './decimal';
export { formatLaborTime, storeAmountNumber, storeAmountText, warmCurrencyFormat } from './text';

// One file, fetched once per page (shared/runtime/onDemand.ts).
const engineFile = onDemand<Money>(() => import('./index'));

/** The engine, downloading it on the first call; a failed download is tried again on the next call. */
export const loadMoney = engineFile.load;

/** The engine when it has already arrived on this page, else null (never downloads). */
export const loadedMoney = engineFile.loaded;

/**
 * The engine for a component: null until it has arrived. `wanted` starts the download (pass
 * false while the store's own texts say everything); once loaded, it is returned whatever
 * `wanted` says. A failed download leaves null, so the caller keeps showing the store's texts.
 * `onIdle` waits for the page's widgets to be mounted and the browser idle before downloading (a
 * listing's computed prices: the page's start is the shopper's first view, the store's texts
 * stand until then).
 */
export function useMoney(wanted = true, { onIdle = false } = {}): Money | null {
  const [money, setMoney] = useState<Money | null>(loadedMoney);
  useEffect(() => {
    if (money || !wanted) return;
    let live = true;
    const fetchEngine = () =>
      loadMoney().then(
        (m) => live && setMoney(m),
        () => undefined,
      );
    const cancel = onIdle ? whenPageIdle(fetchEngine) : (fetchEngine(), undefined);
    return () => {
      live = false;
      cancel?.();
    };
  }, [money, wanted, onIdle]);
  return money ?? loadedMoney();
}
