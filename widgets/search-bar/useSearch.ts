import { useEffect, useRef, useState } from 'react';
import { supersedable } from '../../shared/api/client';
import { isAborted } from '../../shared/api/errors';
import { searchAll, type SearchSection } from '../../shared/api/search';

/** Typing is debounced: a query is sent once the shopper paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The query the shown sections answer. */
  query: string;
  sections: SearchSection[];
}

const IDLE: SearchState = { status: 'idle', query: '', sections: [] };

/**
 * Searches as the shopper types. Each new query aborts the request of the previous one
 * (`supersedable`), and an answer is only taken when it belongs to the newest query sent
 * (sequence number), so a slow old answer can never replace a newer one.
 */
export function useSearch(text: string, hitsPerPage: number, enabled: boolean): SearchState {
  const [state, setState] = useState<SearchState>(IDLE);
  const requests = useRef(supersedable());
  const sequence = useRef(0);
  const query = text.trim();

  useEffect(() => {
    const seq = ++sequence.current;
    if (!enabled || query === '') {
      requests.current.abort();
      setState(IDLE);
      return;
    }
    const timer = setTimeout(() => {
      const signal = requests.current.next();
      setState((s) => ({ ...s, status: 'loading' }));
      searchAll({ query, hitsPerPage, signal }).then(
        (sections) => {
          if (seq === sequence.current) setState({ status: 'done', query, sections });
        },
        (error: unknown) => {
          if (isAborted(error) || seq !== sequence.current) return;
          console.error('Partsfront search-bar: search failed', error);
          setState({ status: 'error', query, sections: [] });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, hitsPerPage, enabled]);

  useEffect(() => {
    const current = requests.current;
    return () => current.abort();
  }, []);

  return state;
}
