import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

export interface OnDemand<M> {
  /** The part's module: fetched once; a failed download is asked again by the next call. */
  load: () => Promise<M>;
  /** The module when it has already arrived on this page, else null (never downloads). */
  loaded: () => M | null;
  /**
   * For a mount effect: fetches the part once the page's placeholders are all mounted (the
   * loader's `Partsfront.ready`) and the browser is idle, so a click finds it and it never competes
   * with the page's own files for a connection. Returns the cancel.
   */
  preloadWhenIdle: () => () => void;
  /** For the component that shows the part: the module once here, or the failure and its retry. */
  usePart: () => { part: M | null; failed: boolean; retry: () => void };
}

/** The loader's first mount pass (none on a page without the loader: the unit tests). */
const pageReady = (): Promise<unknown> => (window as { Partsfront?: { ready?: Promise<void> } }).Partsfront?.ready ?? Promise.resolve();

/**
 * Runs `work` once the page's placeholders are all mounted (`Partsfront.ready`) and the browser is
 * idle: what the page's start must not wait for or compete with for a connection. Returns the cancel.
 */
export function whenPageIdle(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  void pageReady().then(() => {
    if (!cancelled) cancelIdle = whenIdle(work);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * A part of a widget in a file of its own (an `import()`), fetched when the page is idle or when
 * first shown, whichever comes first: the page's start does not carry it, and a click seldom waits
 * for it. Unlike `React.lazy`, a failed download (offline, a deploy in between) is not final:
 * the screen says so and asks again on Retry.
 */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function usePart() {
    // One state: the part, or its failure; Retry clears both, and the effect asks again.
    const [state, setState] = useState<{ part: M | null; failed?: boolean }>({ part: loaded });
    useEffect(() => {
      if (state.part || state.failed) return;
      let live = true;
      load().then(
        (part) => live && setState({ part }),
        () => live && setState({ part: null, failed: true }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    return { part: state.part, failed: Boolean(state.failed), retry: () => setState({ part: null }) };
  }
  const preloadWhenIdle = () => whenPageIdle(() => void load().catch(() => undefined));
  return { load, loaded: () => loaded, preloadWhenIdle, usePart };
}
