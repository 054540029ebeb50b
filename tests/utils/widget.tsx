import { act } from '@testing-library/react';
import type { WidgetModule, RawProps } from '../../shared/runtime/contract';
import { resetSettings } from '../../shared/config/settings';

/**
 * Test helpers that use a widget the way a theme page does: a placeholder with server-rendered
 * children, props as data-* / data-pf-props, and `#pf-config` settings.
 */
export function setConfig(settings: Record<string, unknown>): void {
  document.getElementById('pf-config')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'pf-config';
  el.textContent = JSON.stringify(settings);
  document.head.append(el);
  resetSettings();
}

/** Every widget root a test mounted or opened; the setup releases them after each test. */
const live = new Set<() => void>();

export async function releaseAllWidgets(): Promise<void> {
  const releases = [...live];
  live.clear();
  // Release defers React's unmount by a microtask; let it run before the test setup empties the
  // body, or React would try to remove portal nodes (modals, toasts) that are already gone.
  await act(async () => {
    releases.forEach((release) => release());
    await Promise.resolve();
  });
}

export interface Mounted {
  el: HTMLElement;
  unmount: () => void;
  errors: unknown[];
}

/** Mounts a widget module on a fresh placeholder (appended to body) and returns it. */
export function mountWidget(mod: WidgetModule, props: RawProps = {}, innerHtml = ''): Mounted {
  const el = document.createElement('div');
  el.innerHTML = innerHtml;
  document.body.append(el);
  const errors: unknown[] = [];
  let release: () => void = () => undefined;
  act(() => {
    release = mod.mount(el, props, { onError: (e) => errors.push(e) });
  });
  live.add(release);
  return {
    el,
    errors,
    unmount: () => {
      live.delete(release);
      act(() => release());
    },
  };
}

/** Opens a modal widget as `Partsfront.open(name, props)` would. */
export function openWidget(mod: WidgetModule, props: RawProps = {}): () => void {
  let close: () => void = () => undefined;
  act(() => {
    close = mod.open!(props, { onError: () => undefined });
  });
  live.add(close);
  return () => {
    live.delete(close);
    close();
  };
}
