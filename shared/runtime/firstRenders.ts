/**
 * The widgets' first renders still on their way: the loader's placeholders render in slices, so
 * their effects (each fitment badge asking for its part) run over several frames. Whatever
 * batches such requests waits for these renders to settle, so one page's badges still make one
 * call.
 */
let inProgress = 0;
let settled: Array<() => void> = [];

/** A first render starts; the returned function says it is on screen, failed or was released (once). */
export function firstRenderStarted(): () => void {
  inProgress++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--inProgress > 0) return;
    const done = settled;
    settled = [];
    done.forEach((d) => d());
  };
}

/** Resolves at once when no first render is in progress, else when the last one settles. */
export function firstRendersSettled(): Promise<void> {
  return inProgress === 0 ? Promise.resolve() : new Promise((resolve) => settled.push(resolve));
}
