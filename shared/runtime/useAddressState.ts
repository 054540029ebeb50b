import { useCallback, useEffect, useState } from 'react';
import { afterPaint } from './afterPaint';

/**
 * A list's state kept in the page address, so a reload or a shared link shows the same list:
 * read from the address at mount and on Back/Forward (which move through list states as page
 * loads would); `go` shows a new state and pushes its address after that state's paint.
 */
export function useAddressState<S>(read: (search: string) => S, write: (state: S, href: string) => string): [S, (next: S) => void] {
  const [state, setState] = useState<S>(() => read(window.location.search));
  useEffect(() => {
    const onPop = () => setState(read(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [read]);
  const go = useCallback(
    (next: S) => {
      setState(next);
      // The address follows once the new state is painted: pushing a history entry is slow work
      // (a same-document navigation) that the clerk does not wait to see.
      void afterPaint().then(() => window.history.pushState(null, '', write(next, window.location.href)));
    },
    [write],
  );
  return [state, go];
}
