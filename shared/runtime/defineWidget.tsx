import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { safeParse, type GenericSchema, type InferOutput } from 'valibot';
import type { MountContext, RawProps, WidgetModule } from './contract';
import { ErrorBoundary } from './ErrorBoundary';
import { StaffTargets, staffTargetsAttr } from './targets';
import { propsErrors } from './props';
import { getSettings } from '../config/settings';
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
}

let counter = 0;

/** Validates props; the thrown message names each bad prop, for the loader's console error. */
function validate<S extends AnySchema>(schema: S, raw: RawProps): PropsOf<S> {
  const result = safeParse(schema, raw);
  if (result.success) return result.output;
  throw new Error(`invalid props: ${propsErrors(result.issues).join('; ')}`);
}

/**
 * Turns a React component into a widget module for the loader: props validation, one React root
 * per placeholder inside an error boundary, and the server-rendered fallback kept aside and put
 * back when the widget fails or is unmounted.
 */
export function defineWidget<S extends AnySchema>(def: WidgetDefinition<S>): WidgetModule {
  type P = PropsOf<S>;
  function render(host: HTMLElement, props: P, ctx: MountContext, fallback: Fallback, restore: () => void, close?: () => void) {
    const root = createRoot(host);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // Unmounting synchronously inside a React render/commit is not allowed; defer a tick then.
      queueMicrotask(() => {
        root.unmount();
        restore();
      });
    };
    const onError = (error: unknown) => {
      release();
      ctx.onError(error);
    };
    const instanceId = `pf${++counter}`;
    try {
      flushSync(() =>
        root.render(
          <ErrorBoundary onError={onError}>
            <div className="pf-root" data-pf-instance={instanceId} data-pf-mode={getSettings().mode} {...staffTargetsAttr(Boolean(def.staffTargets))}>
              <StaffTargets.Provider value={Boolean(def.staffTargets)}>
                <def.Component {...props} fallback={fallback} close={close} instanceId={instanceId} />
              </StaffTargets.Provider>
            </div>
          </ErrorBoundary>,
        ),
      );
    } catch (error) {
      // Something outside the boundary failed (React itself): put the fallback back, then report.
      released = true;
      root.unmount();
      restore();
      throw error;
    }
    return release;
  }

  const mod: WidgetModule = {
    mount(el, raw, ctx) {
      const props = validate(def.schema, raw);
      const nodes = Array.from(el.childNodes);
      const fallback = { html: el.innerHTML, text: el.textContent?.trim() ?? '', nodes };
      const saved = document.createDocumentFragment();
      saved.append(...nodes);
      // From wherever they are now: kept aside, or moved into the widget (fallback.nodes).
      return render(el, props, ctx, fallback, () => el.replaceChildren(...nodes), undefined);
    },
  };
  if (def.modal) {
    mod.open = (raw, ctx) => {
      const props = validate(def.schema, raw);
      const host = document.createElement('div');
      host.dataset.pfModalHost = '';
      document.body.append(host);
      let release: () => void = () => undefined;
      const close = () => release();
      release = render(host, props, ctx, { html: '', text: '', nodes: [] }, () => host.remove(), close);
      return close;
    };
  }
  return mod;
}
