import { useEffect, useRef } from 'react';
import { track } from '../../shared/analytics';
import type { ListingSource } from '../../shared/api/shapes/product';

/**
 * GA4 `search` on the search results page (spec 1 §2: `route=product/search&search=WORDS`), sent
 * by the results rather than by the search bar's submit, which leaves the page: once per search,
 * on its first page (the later pages are the same search paged through), also when nothing was
 * found. A re-render sends nothing again.
 */
export function useSearchEvent(source: ListingSource, page: number): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (source !== 'search' || page !== 1) return;
    const term = (new URL(window.location.href).searchParams.get('search') ?? '').trim();
    if (!term || sent.current === term) return;
    sent.current = term;
    track('search', { search_term: term });
  }, [source, page]);
}
