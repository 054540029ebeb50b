/**
 * Runs `work` once the page has loaded and the browser is idle (`requestIdleCallback`, at most
 * `timeout` ms later; a short timer where it is missing). For what a click will need and the
 * page's start does not: done then, it costs the shopper nothing at the click (INP). Returns a
 * cancel, for an effect's clean-up.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  let cancel = () => undefined as void;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => work(), { timeout });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
