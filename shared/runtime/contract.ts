/**
 * The contract between the loader (`mount/`) and a widget module (`widgets/NAME/index.tsx`).
 * Types only: the loader imports nothing from React, so this file must stay free of runtime code.
 */

/** Raw props as the loader read them: `data-*` attributes (strings) merged with `data-pf-props` JSON. */
export type RawProps = Record<string, unknown>;

export interface MountContext {
  /**
   * Called when the widget fails after mounting (an error thrown while rendering). The loader
   * logs it, announces `pf:error` and forgets the element; the widget has already put the
   * server-rendered fallback back. (The loader's message names the widget and its placeholder,
   * e.g. `#pf-cart` or `[data-pf-widget="fitment"] #2`.)
   */
  onError(error: unknown): void;
  /**
   * Given by the loader for the page's own placeholders: the first render then runs in slices (a
   * React transition, yielding to the page every few ms instead of one long task), and this is
   * called once it is on screen (committed) or has failed. Without it (a direct `mount` call),
   * the widget renders synchronously, as before returning.
   */
  rendered?(): void;
}

/** What a widget folder's `index.tsx` exports as default. */
export interface WidgetModule {
  /** Mounts into the placeholder and returns the function that releases everything. Throws on invalid props. */
  mount(el: HTMLElement, props: RawProps, ctx: MountContext): () => void;
  /** Modal widgets: opens the widget in a dialog appended to `document.body`; returns a close function. */
  open?(props: RawProps, ctx: MountContext): () => void;
}
