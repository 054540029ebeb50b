import { emit, mount, onOpenClick, open, unmount } from './loader';

/**
 * `dist/partsfront.js`: the only script a theme includes. It publishes `window.Partsfront`,
 * mounts every placeholder once the document is parsed, and announces `pf:ready`.
 */
declare global {
  interface Window {
    Partsfront?: PartsfrontApi;
  }
}

export interface PartsfrontApi {
  mount: typeof mount;
  unmount: typeof unmount;
  open: typeof open;
  ready: Promise<void>;
  /** The release this page runs (package.json's version, stamped by the build): what a store pins. */
  version: string;
}

declare const __PF_VERSION__: string;
/** Empty only where no build stamped it (the unit tests without the plugin). */
const version = typeof __PF_VERSION__ == 'string' ? __PF_VERSION__ : '';

if (!window.Partsfront) {
  const ready = new Promise<void>((resolve) => {
    const start = () =>
      mount().then(() => {
        resolve();
        emit('pf:ready', { version });
      });
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else void start();
  });
  document.addEventListener('click', onOpenClick);
  window.Partsfront = { mount, unmount, open, ready, version };
}
