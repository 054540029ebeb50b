import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { axe, browser, CDN, DIST, newSession, openThemePage, widgetChunks, withBrowser } from './harness';

/**
 * The foundation in a real browser: the built loader on another origin mounts the first
 * widgets into a plain page, keeps fallbacks, reports bad props once, loads only what is used.
 */
withBrowser();

const firstWidgets = `
  <div data-pf-widget="alert-bar" data-alert-id="12" data-days="2">Free pickup today at <a href="/stores">all stores</a></div>
  <h1>Brake pads</h1>
  <div data-pf-widget="read-more" data-lines="2"><p>${'Ceramic pads with low dust and quiet stops. '.repeat(20)}</p></div>
  <div data-pf-widget="countdown" data-diff="90061">Sale ends soon</div>`;

describe('embedding dist/partsfront.js', () => {
  it('mounts the first widgets into a plain page served from another origin, accessibly and without console errors', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: firstWidgets, title: 'Brake pads' });
    await s.page.getByRole('button', { name: 'Close alert' }).waitFor();
    expect(await s.page.getByRole('link', { name: 'all stores' }).count()).toBe(1);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
    expect(s.requests.some((u) => u.startsWith(CDN) && u.endsWith('/partsfront.js'))).toBe(true);

    // Closing the alert remembers it for two days: it stays hidden after a reload.
    await s.page.getByRole('button', { name: 'Close alert' }).click();
    const cookies = await s.page.context().cookies();
    expect(cookies.find((c) => c.name === 'alert12')?.value).toBe('hide');
    await s.page.reload();
    await s.page.evaluate(() => window.Partsfront!.ready);
    expect(await s.page.getByRole('button', { name: 'Close alert' }).count()).toBe(0);
  });

  it('logs one clear error for a placeholder with invalid data-pf-props, and still mounts the rest', async () => {
    const s = await newSession(browser);
    await openThemePage(s, {
      body: `<div data-pf-widget="alert-bar" data-pf-props='{"days": '>Server-rendered alert</div>
             <div data-pf-widget="alert-bar" data-alert-id="3">Second alert</div>`,
    });
    await s.page.getByRole('button', { name: 'Close alert' }).waitFor();
    expect(await s.page.getByText('Server-rendered alert').count()).toBe(1);
    expect(s.errors).toHaveLength(1);
    expect(s.errors[0]).toContain('alert-bar on [data-pf-widget="alert-bar"] #1');
  });

  it('downloads no other widget\'s chunk on a page with one widget', async () => {
    const chunks = await widgetChunks();
    expect(Object.keys(chunks).length).toBeGreaterThanOrEqual(3);
    const s = await newSession(browser);
    await openThemePage(s, { body: `<div data-pf-widget="alert-bar">Only me</div>` });
    await s.page.getByRole('button', { name: 'Close alert' }).waitFor();
    const fetched = s.requests.filter((u) => u.startsWith(CDN)).map((u) => u.slice(CDN.length + 1));
    expect(fetched).toContain(chunks['alert-bar']);
    for (const [name, file] of Object.entries(chunks)) if (name !== 'alert-bar') expect(fetched).not.toContain(file);
  });
});

describe('the production dist/', () => {
  it('contains no mock store (MSW) code and no service worker', async () => {
    const dist = DIST;
    const files = (await readdir(dist, { recursive: true })).filter((f) => /\.(js|css|json|html)$/.test(f));
    expect(files).toContain('partsfront.js');
    for (const f of files) {
      const text = await readFile(resolve(dist, f), 'utf8');
      expect(text, f).not.toMatch(/mockServiceWorker|setupWorker|msw\/|MSW_COOKIE_STORE|mocks\/db/);
    }
  });

  it('writes a manifest the PHP side can read for modulepreload links', async () => {
    const manifest = JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8'));
    expect(manifest['mount/index.ts']).toMatchObject({ file: 'partsfront.js', isEntry: true });
  });
});
