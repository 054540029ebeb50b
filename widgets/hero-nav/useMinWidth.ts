import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** True while the window is at least `px` wide (the width media queries see), updated on resize. */
export function useMinWidth(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= px,
    () => true,
  );
}
