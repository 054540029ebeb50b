import { useCallback, useEffect, useState } from 'react';

/**
 * A list's state kept in the page address, so a reload or a shared link shows the same list:
 * read from the address at mount and on Back/Forward (which move through list states as page
 * loads would); `go` shows a new state and pushes its address.
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
      window.history.pushState(null, '', write(next, window.location.href));
    },
    [write],
  );
  return [state, go];
}
