import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { GenericSchema, InferOutput } from 'valibot';
import type { MountContext, RawProps, WidgetModule } from './contract';
import { ErrorBoundary } from './ErrorBoundary';
// The type only: the gate's code is in the `staff` option (`staffOnly`), so it is no part of the kit.
import type { StaffOption } from './StaffGate';
import { StaffTargets, staffTargetsAttr } from './targets';
import { propsErrors } from './props';
import { readTolerantly } from '../api/readingMode';
import { getSettings } from '../config/settings';
import { renderGate } from './renderGate';
import { firstRenderStarted } from './firstRenders';
import { text } from '../texts';
import { textsReady } from '../texts/ready';
import { runtimeTexts } from './texts';
import './tokens.css';

/** What the placeholder held before mounting (the server-rendered fallback). */
export interface Fallback {
  html: string;
  text: string;
  /**
   * The placeholder's own child nodes, as the browser parsed them with the page. A widget may move
   * them into its markup (read-more does: nothing is parsed again); they go back on unmount.
   */
  nodes: readonly Node[];
}

export interface WidgetBaseProps {
  /** The placeholder's server-rendered content (e.g. the alert message, the read-more text). */
  fallback: Fallback;
  /** Set when the widget was opened with `Partsfront.open` / `data-pf-open`: closes it. */
  close?: () => void;
  /** A unique id per mounted instance (for element ids and per-instance stores). */
  instanceId: string;
}

/** A valibot schema of an object: a widget's props (built with `./props`). */
type AnySchema = GenericSchema<unknown, object>;

/** A widget's props, as its schema describes them: the one description of each widget's props. */
export type PropsOf<S extends AnySchema> = InferOutput<S>;

export interface WidgetDefinition<S extends AnySchema> {
  /** Validates and coerces raw props (`data-*` strings and `data-pf-props` JSON). */
  schema: S;
  Component: ComponentType<PropsOf<S> & WidgetBaseProps>;
  /** True for widgets that can also open as a modal (`Partsfront.open(name)`). */
  modal?: boolean;
  /** A staff widget: 44 px targets in every mode, its dialogs too (`./targets`). */
  staffTargets?: boolean;
  /**
   * A staff-only widget, `staffOnly(…)` of its sentence outside POS mode (or that and how to show
   * it). Outside POS mode, and while the POS is locked, the widget shows that notice (or "The POS
   * is locked.") instead of itself (`./StaffGate`); `whileLocked` names the views that still
   * render locked.
   */
  staff?: StaffOption<PropsOf<S>>;
}

let counter = 0;

/** What an empty placeholder says when its widget cannot start or fails (never an empty box). */
export const MSG_UNAVAILABLE = runtimeTexts.en.unavailable;

/**
 * A placeholder whose widget could not start (props that do not read) or failed while showing
 * keeps the server's fallback; one with no fallback says so in a short message.
 */
function sayUnavailable(el: HTMLElement): void {
  if (el.textContent?.trim() || el.querySelector('img, svg, video, iframe, picture, canvas')) return;
  const note = document.createElement('p');
  note.className = 'pf-unavailable';
  note.setAttribute('role', 'status');
  const say = () => (note.textContent = text(runtimeTexts, 'unavailable'));
  say();
  el.replaceChildren(note);
  // Props that do not read fail before the store's texts or the page's language have loaded: in
  // their words once they have.
  void textsReady()?.then(say);
}

/**
 * Validates props; the thrown message names each bad prop, for the loader's console error. Props
 * are read by the same policy as the store's answers (shared/api/shape.ts): a part of
 * `data-pf-props` the widget can do without that does not read is dropped, and named in the
 * drift log as `NAME props`.
 *
 * The schema runs itself (valibot's protocol, `~run`: what `safeParse` calls), so the runtime
 * imports no schema library: a content widget's props are `./props` builders alone. Naming what
 * was dropped needs the answers' reader, which only a widget reading store entities in its props
 * (and so calling the store) can drop anything with: it is imported then, after the mount.
 */
function validate<S extends AnySchema>(schema: S, raw: RawProps, name: string): PropsOf<S> {
  const { result, dropped } = readTolerantly(() => schema['~run']({ value: raw }, {}));
  if (!result.issues) {
    if (dropped) void import('./propsDrift').then(({ notePropsDrift }) => notePropsDrift(schema, raw, name));
    return result.value as PropsOf<S>;
  }
  throw new Error(`invalid props: ${propsErrors(result.issues).join('; ')}`);
}

/**
 * Runs `show` (a first render, returning its release) once the page is ready for it (./renderGate):
 * at once, unless the texts kit has loaded and the page's #pf-config has `texts` or a language
 * other than English, then after the kit's overrides and languages part, so the store's words are
 * in the first render. The release works meanwhile too (nothing is shown then); a render that
 * fails after the wait is reported like one that fails later.
 */
function afterGate(show: () => () => void, ctx: MountContext): () => void {
  const waiting = renderGate();
  if (!waiting) return show();
  let release: (() => void) | null = null;
  let cancelled = false;
  void waiting.then(() => {
    if (cancelled) return;
    try {
      release = show();
    } catch (error) {
      ctx.onError(error);
    }
  });
  return () => {
    cancelled = true;
    if (release) release();
    else ctx.rendered?.(); // released while waiting: no render will come
  };
}

/**
 * A first render in slices: asked by the loader (`rendered`), except inside React's `act()` test
 * scope, which holds React's work until the scope ends and so would never see the commit that
 * `rendered` waits for; there the render is synchronous, as a direct `mount` call is.
 */
const sliced = (ctx: MountContext): boolean => Boolean(ctx.rendered) && !(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

const chain = (a: () => void, b: () => void) => () => (a(), b());

/**
 * Says when the root's first render is on screen (the fallback replaced) and its effects have run
 * (a sliced render commits later than the call, and its effects run after the commit): the last
 * child of the root, its effect runs after the widget's own, such as a badge asking for its part.
 */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Turns a React component into a widget module for the loader: props validation, one React root
 * per placeholder inside an error boundary, and the server-rendered fallback kept aside and put
 * back when the widget fails or is unmounted.
 */
export function defineWidget<S extends AnySchema>(def: WidgetDefinition<S>): WidgetModule {
  type P = PropsOf<S>;
  function render(host: HTMLElement, props: P, ctx: MountContext, fallback: Fallback, restore: (failed: boolean) => void, close?: () => void) {
    const root = createRoot(host);
    const inSlices = sliced(ctx);
    // Once on screen, failed or released: the loader hears it, and so do the batched requests waiting for the page's first renders.
    const rendered = inSlices ? chain(ctx.rendered!, firstRenderStarted()) : ctx.rendered;
    let released = false;
    let failed = false;
    // A sliced render not yet committed still commits after an unmount (and empties the
    // placeholder then): such a root is unmounted once it has committed, so the fallback put
    // back stays.
    let committed = !inSlices;
    const finish = () =>
      // Unmounting synchronously inside a React render/commit is not allowed; defer a tick then.
      queueMicrotask(() => {
        root.unmount();
        restore(failed);
      });
    const release = () => {
      if (released) return;
      released = true;
      rendered?.(); // released before its first commit: nothing waits for it any longer
      if (committed) finish();
    };
    const onCommit = () => {
      committed = true;
      rendered?.();
      if (released) finish();
    };
    const onError = (error: unknown) => {
      failed = true;
      release();
      ctx.onError(error);
    };
    const instanceId = `pf${++counter}`;
    try {
      const show = (tree: ReactNode) => (inSlices ? startTransition(() => root.render(tree)) : (flushSync(() => root.render(tree)), rendered?.()));
      show(
        <>
          <ErrorBoundary onError={onError}>
            <div className="pf-root" data-pf-instance={instanceId} data-pf-mode={getSettings().mode} {...staffTargetsAttr(Boolean(def.staffTargets))}>
              <StaffTargets.Provider value={Boolean(def.staffTargets)}>
                {def.staff === undefined ? (
                  <def.Component {...props} fallback={fallback} close={close} instanceId={instanceId} />
                ) : (
                  <def.staff props={props} close={close}>
                    <def.Component {...props} fallback={fallback} close={close} instanceId={instanceId} />
                  </def.staff>
                )}
              </StaffTargets.Provider>
            </div>
          </ErrorBoundary>
          {inSlices && <Committed onCommit={onCommit} />}
        </>,
      );
    } catch (error) {
      // Something outside the boundary failed (React itself): put the fallback back, then report.
      released = true;
      rendered?.();
      root.unmount();
      restore(true);
      throw error;
    }
    return release;
  }

  const mod: WidgetModule = {
    mount(el, raw, ctx) {
      let props: P;
      try {
        props = validate(def.schema, raw, el.dataset.pfWidget ?? el.id.replace(/^pf-/, ''));
      } catch (error) {
        sayUnavailable(el);
        throw error;
      }
      return afterGate(() => {
        const nodes = Array.from(el.childNodes);
        const fallback = { html: el.innerHTML, text: el.textContent?.trim() ?? '', nodes };
        // A sliced first render leaves the fallback on screen until its commit, where React empties
        // the placeholder: no frame shows it empty. A synchronous one sets it aside first.
        if (!sliced(ctx)) document.createDocumentFragment().append(...nodes);
        // From wherever they are now: kept aside, or moved into the widget (fallback.nodes).
        return render(el, props, ctx, fallback, (failed) => (el.replaceChildren(...nodes), failed && sayUnavailable(el)), undefined);
      }, ctx);
    },
  };
  if (def.modal) {
    mod.open = (raw, ctx) => {
      const props = validate(def.schema, raw, 'widget');
      let release: () => void = () => undefined;
      const close = () => release();
      release = afterGate(() => {
        const host = document.createElement('div');
        host.dataset.pfModalHost = '';
        document.body.append(host);
        return render(host, props, ctx, { html: '', text: '', nodes: [] }, () => host.remove(), close);
      }, ctx);
      return close;
    };
  }
  return mod;
}
