/**
 * Resolves once the browser has had its chance to paint what a click just changed: the next
 * frame, then a task. Work that shows nothing by itself (starting a request: axios's set-up and
 * the XMLHttpRequest's send) waits for it, so the click's feedback ("Adding…") paints first and
 * the interaction stays short (INP). In a hidden tab frames do not run: 100 ms at most.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
    else setTimeout(done, 0);
  });
}
