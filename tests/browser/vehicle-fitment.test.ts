import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, launch, newSession, openThemePage, resetStore, type Session } from './harness';

/**
 * Vehicle selection and fitment in a real browser, on the built bundle: choose a vehicle in the
 * selector, the page reloads, and a listing of 15 parts gets its badges from ONE validateFitment.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(resetStore);

const PARTS: Array<[string, string]> = [
  ['BKDK', 'ABC123'],
  ['CRCI', '05089'],
  ['DENS', '2344209'],
  ['MOOG', 'K80012'],
  ['ACDL', 'PF63X'],
  ...Array.from({ length: 10 }, (_, i): [string, string] => ['WAGN', `ZD${1000 + i}`]),
];

const listing = `
  <div id="pf-vehicle-selector"></div>
  <div id="pf-vehicle-panel"></div>
  <h1>Brake parts</h1>
  <ul>${PARTS.map(([aaia, mpn], i) => `<li>Part ${i + 1} <div data-pf-widget="fitment" data-aaia="${aaia}" data-mpn="${mpn}" data-product-id="${i + 1}"></div></li>`).join('')}</ul>`;

async function choose(s: Session, label: string, option: string) {
  const input = s.page.getByLabel(label, { exact: true });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.click();
  await s.page.getByRole('option', { name: option, exact: true }).click();
}

describe('vehicle selection and fitment', () => {
  it('chooses a vehicle, reloads, and fills the 15 badges of a listing from one validateFitment request', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: listing, title: 'Brake parts' }, '/brake-parts');
    // No vehicle yet: every part reads "Select Vehicle" (universal ones fit any vehicle).
    await expect.poll(() => s.page.getByRole('button', { name: 'Select Vehicle' }).count()).toBeGreaterThan(10);

    await choose(s, 'Year', '2015');
    await choose(s, 'Make', 'Ford');
    await choose(s, 'Model', 'F-150');
    const before = s.apiCalls().length;
    await Promise.all([s.page.waitForEvent('load'), s.page.getByRole('button', { name: 'Save Vehicle' }).click()]);
    await s.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
    await s.page.evaluate(() => window.Partsfront!.ready);

    const badge = (i: number) => s.page.locator('[data-pf-widget="fitment"]').nth(i).getByRole('button').first();
    await expect.poll(() => badge(0).textContent()).toBe('Fits Your Vehicle');
    await expect.poll(() => badge(2).textContent()).toBe("Doesn't Fit Your Vehicle");
    expect(await badge(1).textContent()).toBe('Fits Your Vehicle');
    expect(await badge(3).textContent()).toBe('Verify Fitment');
    expect(await badge(4).textContent()).toBe('Unknown Fitment');
    await expect.poll(() => s.page.locator('[data-result]:not([aria-busy])').count()).toBe(15);

    const after = s.apiCalls().slice(before);
    const validations = after.filter((c) => c.includes('/ymm/json/validateFitment'));
    expect(validations).toHaveLength(1);
    // Placeholders mount as their chunks arrive, so the order varies; every part is in the one request.
    const sent = new URL(validations[0], 'http://store.test').searchParams.get('Parts')!.split(',');
    expect(sent.sort()).toEqual(PARTS.map(([a, m]) => `${a}~${m}`).sort());
    expect(await s.page.getByRole('region', { name: 'Application' }).textContent()).toContain('2015 Ford F-150');
    // Details of a part that fits open under its badge; the page stays accessible.
    await badge(0).click();
    await s.page.getByRole('list', { name: 'Catalog details' }).waitFor();
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('opens the selector as an accessible modal from data-pf-open, and reopening sends no request', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: `<button type="button" data-pf-open="vehicle-selector">Choose vehicle</button>`, config: { ymm: { engine: true } } });
    await s.page.getByRole('button', { name: 'Choose vehicle' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Select Your Vehicle' });
    await dialog.waitFor();
    await expect.poll(() => s.page.getByLabel('Year', { exact: true }).isEnabled()).toBe(true);
    expect(await axe(s.page)).toEqual([]);

    await choose(s, 'Year', '2015');
    await choose(s, 'Make', 'Ford');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const before = s.apiCalls().length;

    await s.page.getByRole('button', { name: 'Choose vehicle' }).click();
    await dialog.waitFor();
    await choose(s, 'Year', '2015');
    await choose(s, 'Make', 'Ford');
    await expect.poll(() => s.page.getByLabel('Model', { exact: true }).isEnabled()).toBe(true);
    expect(s.apiCalls().slice(before)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
