import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useEffect } from 'react';
import { defineWidget } from '../shared/runtime/defineWidget';
import { number, object, optional, required, string } from '../shared/runtime/props';

/**
 * The loader against three stand-in widgets (the real registry is replaced): one that greets,
 * one that throws while rendering, and one whose chunk fails to download.
 */
const greet = defineWidget({
  schema: object({ who: required(string()), times: optional(number()) }),
  Component: ({ who, times }) => <p>Hello {who}{times ? ` ×${times}` : ''}</p>,
  modal: true,
});
const boom = defineWidget({
  schema: object({}),
  Component: () => {
    throw new Error('render failed');
  },
});
const unmounted = vi.fn();
const tracked = defineWidget({
  schema: object({}),
  Component: () => {
    useEffect(() => unmounted, []);
    return <p>Tracked</p>;
  },
});

const importers = {
  greet: vi.fn(async () => ({ default: greet })),
  boom: vi.fn(async () => ({ default: boom })),
  tracked: vi.fn(async () => ({ default: tracked })),
  buyer: vi.fn(async () => ({ default: greet })),
  broken: vi.fn(async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  }),
  unused: vi.fn(async () => ({ default: greet })),
};
const moreWidgets = vi.fn(async () => ({ broken: importers.broken, unused: importers.unused }));
vi.mock('./registry', () => ({
  registry: { greet: importers.greet, boom: importers.boom, tracked: importers.tracked, buyer: importers.buyer },
  // The other widgets' imports come from a second chunk: the tests reach it for these two.
  moreWidgets,
}));

// What the build writes into the loader (build/core-preload.ts): its content widgets (here
// `tracked`), the files every widget's page runs, and the store-calling widgets' files.
// A content widget's files, then a store-calling widget's: the same chunks and `core`, with one
// stylesheet for the kit's rules and core's (its address ends as the kit's own does); then the
// widgets that need one more shared file (here `buyer`, as the product page's widgets `buy`).
vi.stubGlobal('__PF_CORE__', 'tracked|chunks/react-1.js chunks/kit-2.js chunks/kit-3.css|chunks/core-4~/chunks/kit-3.css chunks/react-1.js chunks/kit-2.js chunks/core-5.js|buyer|chunks/buy-6.js');
const { mount, unmount, open, onOpenClick } = await import('./loader');

function page(html: string) {
  document.body.innerHTML = html;
}

afterEach(() => {
  unmount();
  Object.values(importers).forEach((f) => f.mockClear());
});

describe('the loader', () => {
  it('mounts #pf-NAME and every [data-pf-widget=NAME], importing only the widgets present', async () => {
    page(`<div id="pf-greet" data-who="shopper"></div>
          <div data-pf-widget="greet" data-who="cashier" data-times="2"></div>
          <div data-pf-widget="greet" data-pf-props='{"who":"kiosk"}'></div>`);
    await act(() => mount());
    expect(screen.getByText('Hello shopper')).toBeInTheDocument();
    expect(screen.getByText('Hello cashier ×2')).toBeInTheDocument();
    expect(screen.getByText('Hello kiosk')).toBeInTheDocument();
    expect(importers.greet).toHaveBeenCalled();
    expect(importers.unused).not.toHaveBeenCalled();
    expect(importers.boom).not.toHaveBeenCalled();
  });

  it('logs one error naming a placeholder with invalid data-pf-props, keeps its fallback, and mounts the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = vi.fn();
    document.addEventListener('pf:error', (e) => heard((e as CustomEvent).detail), { once: true });
    page(`<div data-pf-widget="greet" data-who="first"></div>
          <div data-pf-widget="greet" data-pf-props='{"who": '>Server fallback</div>
          <div id="pf-greet" data-who="third"></div>`);
    await act(() => mount());
    expect(screen.getByText('Hello first')).toBeInTheDocument();
    expect(screen.getByText('Hello third')).toBeInTheDocument();
    expect(screen.getByText('Server fallback')).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain('[data-pf-widget="greet"] #2');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ widget: 'greet', placeholder: '[data-pf-widget="greet"] #2' }));
  });

  it('rejects props that do not validate, with the reason', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`<div id="pf-greet" data-times="many">Fallback stays</div>`);
    await act(() => mount());
    expect(screen.getByText('Fallback stays')).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String((error.mock.calls[0][1] as Error).message)).toMatch(/who is a required field/);
  });

  it('keeps the server-rendered fallback when a widget throws or its chunk fails, and the others keep working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`<div data-pf-widget="boom"><p>Boom fallback</p></div>
          <div data-pf-widget="broken"><p>Broken fallback</p></div>
          <div data-pf-widget="nope"><p>Unknown fallback</p></div>
          <div data-pf-widget="greet" data-who="survivor"></div>`);
    await act(() => mount());
    await waitFor(() => expect(screen.getByText('Boom fallback')).toBeInTheDocument());
    expect(screen.getByText('Broken fallback')).toBeInTheDocument();
    expect(screen.getByText('Unknown fallback')).toBeInTheDocument();
    expect(screen.getByText('Hello survivor')).toBeInTheDocument();
  });

  it('leaves a #pf- id that names no widget alone, without an error, after asking for the other widgets', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    moreWidgets.mockClear();
    page(`<div id="pf-theme-banner"><p>Theme's own</p></div><div id="pf-config"></div><div id="pf-greet" data-who="there"></div>`);
    await act(() => mount());
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(screen.getByText("Theme's own")).toBeInTheDocument();
    expect(moreWidgets).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('asks for the core chunks and stylesheets once, with the first core widget, next to the loader', async () => {
    page(`<div id="pf-greet" data-who="one"></div><div data-pf-widget="greet" data-who="two"></div>`);
    await act(() => mount());
    await act(() => mount());
    // Relative to the loader's own URL (here mount/loader.ts), never to the page.
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => [l.rel, l.href.replace(/^.*\/mount\//, '')]);
    expect(links).toEqual([
      ['stylesheet', 'chunks/core-4~/chunks/kit-3.css'],
      ['modulepreload', 'chunks/react-1.js'],
      ['modulepreload', 'chunks/kit-2.js'],
      ['modulepreload', 'chunks/core-5.js'],
    ]);
  });

  it("asks for the product page's own shared file only with a widget that imports it", async () => {
    vi.resetModules();
    document.head.innerHTML = '';
    const fresh = await import('./loader');
    const asked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => l.href.replace(/^.*\/mount\//, ''));
    page(`<div data-pf-widget="greet" data-who="store"></div>`);
    await act(() => fresh.mount());
    expect(screen.getByText('Hello store')).toBeInTheDocument();
    expect(asked()).not.toContain('chunks/buy-6.js');
    document.body.insertAdjacentHTML('beforeend', '<div id="pf-buyer" data-who="buyer"></div>');
    await act(() => fresh.mount());
    expect(screen.getByText('Hello buyer')).toBeInTheDocument();
    expect(asked()).toEqual(['chunks/core-4~/chunks/kit-3.css', 'chunks/react-1.js', 'chunks/kit-2.js', 'chunks/core-5.js', 'chunks/buy-6.js']);
    act(() => fresh.unmount());
  });

  it("does not ask for the kit's own stylesheet for a content widget on a page that has the joined one", async () => {
    vi.resetModules();
    document.head.innerHTML = '';
    const fresh = await import('./loader');
    importers.tracked.mockImplementationOnce(async () => ({ default: greet }));
    page(`<div data-pf-widget="greet" data-who="store"></div><div id="pf-tracked" data-who="content"></div>`);
    await act(() => fresh.mount());
    expect(screen.getByText('Hello content')).toBeInTheDocument();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => l.href.replace(/^.*\/mount\//, ''));
    expect(links).toEqual(['chunks/core-4~/chunks/kit-3.css', 'chunks/react-1.js', 'chunks/kit-2.js', 'chunks/core-5.js']);
    act(() => fresh.unmount());
  });

  it("asks for React and the kit only for a content widget: its page never downloads the store's code", async () => {
    vi.resetModules();
    document.head.innerHTML = '';
    const fresh = await import('./loader');
    importers.tracked.mockImplementationOnce(async () => ({ default: greet }));
    page(`<div id="pf-tracked" data-who="content"></div>`);
    await act(() => fresh.mount());
    expect(screen.getByText('Hello content')).toBeInTheDocument();
    const asked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => l.href.replace(/^.*\/mount\//, ''));
    expect(asked()).toEqual(['chunks/react-1.js', 'chunks/kit-2.js', 'chunks/kit-3.css']);
    // A store-calling widget mounted later asks for the rest, and for no chunk twice.
    document.body.insertAdjacentHTML('beforeend', '<div data-pf-widget="greet" data-who="later"></div>');
    await act(() => fresh.mount());
    expect(asked()).toEqual(['chunks/react-1.js', 'chunks/kit-2.js', 'chunks/kit-3.css', 'chunks/core-4~/chunks/kit-3.css', 'chunks/core-5.js']);
    act(() => fresh.unmount());
  });

  it('does not ask again for a file the page already links (the PHP helper prints them)', async () => {
    vi.resetModules();
    document.head.innerHTML = '<link rel="stylesheet" href="https://cdn.example/pf/chunks/core-4~/chunks/kit-3.css"><link rel="modulepreload" href="https://cdn.example/pf/chunks/react-1.js">';
    const fresh = await import('./loader');
    page(`<div id="pf-greet" data-who="fresh"></div>`);
    await act(() => fresh.mount());
    expect(screen.getByText('Hello fresh')).toBeInTheDocument();
    act(() => fresh.unmount());
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => `${l.rel} ${l.href.replace(/^.*\/(pf|mount)\//, '')}`);
    expect(links).toEqual(['stylesheet chunks/core-4~/chunks/kit-3.css', 'modulepreload chunks/react-1.js', 'modulepreload chunks/kit-2.js', 'modulepreload chunks/core-5.js']);
  });

  it("asks for the tallest placeholder's widget first: the page's main content", async () => {
    page(`<div id="pf-tracked"></div><div data-pf-widget="greet" data-who="main"></div>`);
    // jsdom lays nothing out: the heights a theme's CSS would give them.
    Object.defineProperty(document.getElementById('pf-tracked')!, 'offsetHeight', { value: 40 });
    Object.defineProperty(document.querySelector('[data-pf-widget="greet"]')!, 'offsetHeight', { value: 496 });
    await act(() => mount());
    expect(screen.getByText('Hello main')).toBeInTheDocument();
    expect(importers.greet.mock.invocationCallOrder[0]).toBeLessThan(importers.tracked.mock.invocationCallOrder[0]);
  });

  it('mounts each placeholder in a task of its own, so the page runs between two widgets', async () => {
    const log: string[] = [];
    const logged = defineWidget({
      schema: object({ who: required(string()) }),
      Component: ({ who }) => {
        log.push(`render ${who}`);
        // Runs before the next task: before the next widget only if that one waits for a task.
        queueMicrotask(() => log.push(`after ${who}`));
        return <p>{who}</p>;
      },
    });
    importers.greet.mockImplementationOnce(async () => ({ default: logged }));
    importers.tracked.mockImplementationOnce(async () => ({ default: logged }));
    page(`<div data-pf-widget="greet" data-who="first"></div><div data-pf-widget="tracked" data-who="second"></div>`);
    await act(() => mount());
    expect(log).toEqual(['render first', 'after first', 'render second', 'after second']);
  });

  it('mounting twice is harmless, and unmount releases everything and puts the fallback back', async () => {
    page(`<section id="host"><div data-pf-widget="tracked"><em>Before</em></div></section>`);
    await act(() => mount());
    await act(() => mount());
    expect(screen.getAllByText('Tracked')).toHaveLength(1);
    act(() => unmount(document.getElementById('host')!));
    await waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.queryByText('Tracked')).not.toBeInTheDocument();
    await act(() => mount());
    expect(screen.getByText('Tracked')).toBeInTheDocument();
  });

  it('mounts HTML the host inserts later with mount(root)', async () => {
    page(`<div id="later"></div>`);
    await act(() => mount());
    const later = document.getElementById('later')!;
    later.innerHTML = '<div data-pf-widget="greet" data-who="late"></div>';
    await act(() => mount(later));
    expect(screen.getByText('Hello late')).toBeInTheDocument();
  });

  it('opens modal widgets with open(name, props) and with data-pf-open on click', async () => {
    page(`<button data-pf-open="greet" data-who="clicker">Choose</button>`);
    document.addEventListener('click', onOpenClick);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(screen.getByText('Hello clicker')).toBeInTheDocument());
    let close: () => void = () => undefined;
    await act(async () => {
      close = await open('greet', { who: 'api' });
    });
    expect(screen.getByText('Hello api')).toBeInTheDocument();
    await act(async () => close());
    await waitFor(() => expect(screen.queryByText('Hello api')).not.toBeInTheDocument());
    document.removeEventListener('click', onOpenClick);
  });
});

describe('window.Partsfront', () => {
  it("is published by the entry, mounts the page and resolves ready with pf:ready, naming package.json's version", async () => {
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8'));
    page(`<div id="pf-greet" data-who="entry"></div>`);
    const ready = vi.fn();
    document.addEventListener('pf:ready', ready, { once: true });
    await act(async () => {
      await import('./index');
      await window.Partsfront!.ready;
    });
    expect(screen.getByText('Hello entry')).toBeInTheDocument();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(Object.keys(window.Partsfront!)).toEqual(['mount', 'unmount', 'open', 'ready', 'version']);
    // The release a store pins: the loader says which one the page runs.
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(window.Partsfront!.version).toBe(version);
    expect(ready.mock.calls[0][0].detail).toEqual({ version });
  });
});

describe('placeholders inside widgets', () => {
  it('leaves elements inside a mounted widget alone, even with a pf- id', async () => {
    page(`<div id="outer"></div>`);
    const outer = document.getElementById('outer')!;
    outer.innerHTML = '<div class="pf-root"><span id="pf-greet" data-who="inner"></span></div>';
    await act(() => mount());
    expect(screen.queryByText('Hello inner')).not.toBeInTheDocument();
  });
});

describe('the early kiosk link guard', () => {
  /** Clicks a link and says whether the browser would have followed it. */
  const follows = (name: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name }).dispatchEvent(event);
    return !event.defaultPrevented;
  };
  const links = `<a href="https://www.gates.com/">Gates</a> <a href="mailto:parts@store.test">Mail</a>
    <a href="/checkout/cart">Cart</a> <a href="${window.location.origin}/brakes">Brakes</a> <a href="#top">Top</a>`;

  it('on a kiosk page, blocks links that leave the site until the kiosk widget has mounted, and only those', () => {
    document.addEventListener('click', onOpenClick);
    page(`${links}<div id="pf-kiosk"></div>`);
    expect([follows('Gates'), follows('Mail'), follows('Cart'), follows('Brakes'), follows('Top')]).toEqual([false, false, true, true, true]);
    // Mounted: the kiosk widget's own guard (shared/kiosk) decides from here on.
    document.getElementById('pf-kiosk')!.innerHTML = '<div class="pf-root"></div>';
    expect(follows('Gates')).toBe(true);
    document.removeEventListener('click', onOpenClick);
  });

  it('leaves every link alone on a page without the kiosk placeholder', () => {
    document.addEventListener('click', onOpenClick);
    page(links);
    expect([follows('Gates'), follows('Mail')]).toEqual([true, true]);
    document.removeEventListener('click', onOpenClick);
  });
});
