import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isAborted } from '../api/errors';
import { notifyError, notifySuccess } from '../ui/toast';
import { supersedable } from '../api/client';

export type ListStatus = 'loading' | 'error' | 'done';

/**
 * A list the store holds for the shopper (compare, wishlist): loaded on mount and again after
 * every change (spec 1 §4: add and remove refresh the list). A refresh keeps the rows on screen
 * meanwhile; an older load never overwrites a newer one.
 */
export function useStoreList<T extends { product_id: string | number }>(
  load: (signal: AbortSignal) => Promise<T[]>,
  removeFromStore: (productId: T['product_id']) => Promise<{ success?: string }>,
  what: string,
) {
  const [status, setStatus] = useState<ListStatus>('loading');
  const [products, setProducts] = useState<T[]>([]);
  const loads = useRef(supersedable());
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    const signal = loads.current.next();
    setStatus((s) => (s === 'error' ? 'loading' : s));
    try {
      const list = await loadRef.current(signal);
      setProducts(list);
      setStatus('done');
    } catch (error) {
      if (isAborted(error)) return;
      console.error(`Partsfront: the ${what} could not be loaded`, error);
      setStatus('error');
    }
  }, [what]);

  useEffect(() => {
    void reload();
    const current = loads.current;
    return () => current.abort();
  }, [reload]);

  /** Remove answers a toast ("Success!" / "Uh oh!", spec 1 §8) and refreshes the list. */
  const remove = useCallback(
    async (row: T) => {
      try {
        const { success } = await removeFromStore(row.product_id);
        if (success) notifySuccess(success);
        await reload();
      } catch (error) {
        notifyError(errorText(error));
      }
    },
    [removeFromStore, reload],
  );

  return { status, products, reload, remove };
}
