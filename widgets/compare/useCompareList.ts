import { useCallback, useEffect, useRef, useState } from 'react';
import { getCompare } from '../../shared/api/lists';
import { isAborted } from '../../shared/api/errors';
import { supersedable } from '../../shared/api/client';
import type { CompareProduct } from '../../shared/api/types';

export type ListStatus = 'loading' | 'error' | 'done';

/**
 * The compare list as the store holds it: loaded on mount and again after every change
 * (spec 1 §4: add and remove refresh the list). A refresh keeps the rows on screen meanwhile;
 * an older load never overwrites a newer one.
 */
export function useCompareList() {
  const [status, setStatus] = useState<ListStatus>('loading');
  const [products, setProducts] = useState<CompareProduct[]>([]);
  const loads = useRef(supersedable());

  const reload = useCallback(async () => {
    const signal = loads.current.next();
    setStatus((s) => (s === 'error' ? 'loading' : s));
    try {
      const list = await getCompare(signal);
      setProducts(list);
      setStatus('done');
    } catch (error) {
      if (isAborted(error)) return;
      console.error('Partsfront compare: the list could not be loaded', error);
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void reload();
    const current = loads.current;
    return () => current.abort();
  }, [reload]);

  return { status, products, reload };
}
