/**
 * Something the page runs while any of its widgets needs it (a document listener, the tabs'
 * channel, the connection watch): started by the first holder, stopped when the last lets go.
 * A holder's release counts once however often it is called (a double unmount, React's strict
 * effects), so one widget cannot stop it under the others.
 */
export interface Held {
  /** Holds it, starting it for the first holder; answers this holder's release. */
  hold(): () => void;
  /** True while anyone holds it (read by what runs only then). */
  held(): boolean;
}

/** `start` runs with the first holder (already counted) and answers what stops it. */
export function whileHeld(start: () => () => void): Held {
  let holders = 0;
  let stop: (() => void) | null = null;
  return {
    hold() {
      if (holders++ === 0) stop = start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holders > 0) return;
        const stopping = stop;
        stop = null;
        stopping?.();
      };
    },
    held: () => holders > 0,
  };
}
