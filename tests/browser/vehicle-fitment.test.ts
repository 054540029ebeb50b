import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axe, browser, newSession, openThemePage, type Session, withBrowser } from './harness';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';
import { validateParts } from '../../mocks/db/fitment-rules';

/**
 * Vehicle selection and fitment in a real browser, on the built bundle: a listing page
 * with 15 catalogue parts opens the selector from a `data-pf-open` button, the shopper picks
 * Year → Make → Model → Sub Model (keyboard and mouse), reopening the selector asks nothing
 * again, Save reloads the page, and the 15 badges are filled from ONE validateFitment request
 * while the Application panel shows the vehicle.
 */
withBrowser();

/** The first 15 parts of the mock catalogue, as a listing page shows them. */
const PARTS = catalog()
  .slice(0, 15)
  .map(({ product }) => ({ id: String(product.product_id), name: product.name, aaia: product.aaia, mpn: product.mpn }));

// The theme's listing: each part's name in a paragraph of its own above its badge (a bare link touching
// the badge's button would leave the two targets too close, and axe's target-size judges the whole page).
const listing = `
  <button type="button" data-pf-open="vehicle-selector">Choose your vehicle</button>
  <div id="pf-vehicle-panel"></div>
  <h1>Brake parts</h1>
  <ul>${PARTS.map(
    (p) => `
    <li><p><a href="/product/${p.id}">${p.name}</a></p>
      <div data-pf-widget="fitment" data-aaia="${p.aaia}" data-mpn="${p.mpn}" data-product-id="${p.id}"></div></li>`,
  ).join('')}
  </ul>`;

/** The button texts of spec 1 §4, written out here so the test does not trust the widget's table. */
const SPEC_TEXT = {
  yes: 'Fits Your Vehicle',
  universal: 'Fits Your Vehicle',
  no: "Doesn't Fit Your Vehicle",
  unknown: 'Unknown Fitment',
  maybeWithVehicle: 'Verify Fitment',
  maybeWithout: 'Select Vehicle',
} as const;

/** What each badge must read for the vehicle the mock store holds now (its own fitment rules). */
function expectedTexts(vehicleChosen: boolean): string[] {
  return validateParts(PARTS, db.ymm.facets, () => '').map(({ result }) =>
    result === 'maybe' ? (vehicleChosen ? SPEC_TEXT.maybeWithVehicle : SPEC_TEXT.maybeWithout) : SPEC_TEXT[result],
  );
}

const badge = (s: Session, i: number) => s.page.locator('[data-pf-widget="fitment"]').nth(i).getByRole('button').first();
const badgeTexts = (s: Session) => Promise.all(PARTS.map((_, i) => badge(s, i).textContent()));
const validations = (calls: string[]) => calls.filter((c) => c.includes('/ymm/json/validateFitment'));

/** Every part of the listing sent in one validateFitment request (in any order: chunks mount as they arrive). */
function expectAllParts(call: string) {
  const sent = new URL(call, 'http://store.test').searchParams.get('Parts')!.split(',');
  expect(sent.sort()).toEqual(PARTS.map((p) => `${p.aaia}~${p.mpn}`).sort());
}

async function whenEnabled(input: Locator) {
  await expect.poll(() => input.isEnabled()).toBe(true);
}

/** Keyboard: focus the level, type to filter, Enter picks the highlighted (only) match. */
async function typeAndEnter(s: Session, dialog: Locator, label: string, option: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await whenEnabled(input);
  await input.focus();
  await s.page.keyboard.type(option);
  await s.page.getByRole('option', { name: option, exact: true }).waitFor();
  await s.page.keyboard.press('Enter');
}

/** Mouse: open the level's menu and click the option. */
async function clickOption(s: Session, dialog: Locator, label: string, option: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await whenEnabled(input);
  await input.click();
  await s.page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseF150Xlt(s: Session, dialog: Locator) {
  await typeAndEnter(s, dialog, 'Year', '2015');
  await clickOption(s, dialog, 'Make', 'Ford');
  await typeAndEnter(s, dialog, 'Model', 'F-150');
  // Choices are on by default and the F-150 has sub models: the next level appears.
  await clickOption(s, dialog, 'Sub Model', 'XLT');
  await whenEnabled(dialog.getByRole('button', { name: 'Save Vehicle' }));
}

async function waitForPartsfront(s: Session) {
  await s.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await s.page.evaluate(() => window.Partsfront!.ready);
}

/** All 15 badges answered (none waiting for validateFitment). */
async function badgesSettled(s: Session) {
  await expect.poll(() => s.page.locator('[data-pf-widget="fitment"] [data-result]:not([aria-busy])').count()).toBe(PARTS.length);
}

describe('vehicle selection and fitment on a listing page', () => {
  it('chooses a vehicle in the modal, reloads, and fills the 15 badges from one validateFitment request', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: listing, title: 'Brake parts' }, '/brake-parts');

    // No vehicle yet: the badges read what the store answers for no vehicle, from one request.
    await badgesSettled(s);
    expect(await badgeTexts(s)).toEqual(expectedTexts(false));
    expect(await badgeTexts(s)).toContain('Select Vehicle');
    const firstLoad = validations(s.apiCallsSinceLoad());
    expect(firstLoad).toHaveLength(1);
    expectAllParts(firstLoad[0]);
    expect(await s.page.getByRole('region', { name: 'Application' }).count()).toBe(0);

    // The theme's button opens the selector as a modal dialog, focus inside it.
    const opener = s.page.getByRole('button', { name: 'Choose your vehicle' });
    await opener.click();
    const dialog = s.page.getByRole('dialog', { name: 'Select Your Vehicle' });
    await dialog.waitFor();
    await whenEnabled(dialog.getByLabel('Year', { exact: true }));
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await axe(s.page)).toEqual([]);

    await chooseF150Xlt(s, dialog);
    expect(await axe(s.page, '[role="dialog"]')).toEqual([]);

    // Escape closes it and gives focus back to the opener.
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);

    // Reopening on the same page load: every list is already loaded, so no request at all.
    const beforeReopen = s.apiCalls().length;
    await opener.click();
    await dialog.waitFor();
    await chooseF150Xlt(s, dialog);
    expect(s.apiCalls().slice(beforeReopen)).toEqual([]);

    // Save: one saveVehicle with the four facets in cascade order, then the page reloads.
    await Promise.all([s.page.waitForEvent('load'), dialog.getByRole('button', { name: 'Save Vehicle' }).click()]);
    const saves = s.apiCalls().filter((c) => c.includes('/ymm/json/saveVehicle'));
    expect(saves).toHaveLength(1);
    expect(db.ymm.facets.map((f) => `${f.label_field}=${f.label_value}`)).toEqual(['Year=2015', 'Make=Ford', 'Model=F-150', 'Sub Model=XLT']);
    await waitForPartsfront(s);

    // After the reload: the 15 badges from exactly ONE validateFitment request.
    await badgesSettled(s);
    const expected = expectedTexts(true);
    expect(await badgeTexts(s)).toEqual(expected);
    // The catalogue's first part is the documented brake pad set that fits the F-150; and the
    // listing shows fits, does not fit and at least one other answer (so the comparison above means something).
    expect(expected[0]).toBe('Fits Your Vehicle');
    expect(new Set(expected)).toContain("Doesn't Fit Your Vehicle");
    expect(new Set(expected).size).toBeGreaterThanOrEqual(3);
    const afterReload = validations(s.apiCallsSinceLoad());
    expect(afterReload).toHaveLength(1);
    expectAllParts(afterReload[0]);

    // The Application panel shows the saved vehicle.
    const panel = s.page.getByRole('region', { name: 'Application' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('2015 Ford F-150 XLT');
    await panel.getByRole('button', { name: 'Reset Vehicle' }).waitFor();

    // A part that fits opens its catalog details; the page stays accessible.
    await badge(s, 0).click();
    await s.page.getByRole('list', { name: 'Catalog details' }).waitFor();
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('is operable by keyboard alone, with both paths as tabs', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: listing, config: { ymm: { engine: true } } }, '/brake-parts');
    const opener = s.page.getByRole('button', { name: 'Choose your vehicle' });
    await opener.focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: 'Select Your Vehicle' });
    await dialog.waitFor();

    // Two tabs; the arrow keys move between them.
    const ymmTab = dialog.getByRole('tab', { name: 'Year/Make/Model' });
    const engineTab = dialog.getByRole('tab', { name: 'Engine' });
    expect(await ymmTab.getAttribute('aria-selected')).toBe('true');
    await ymmTab.focus();
    await s.page.keyboard.press('ArrowRight');
    expect(await engineTab.getAttribute('aria-selected')).toBe('true');
    await s.page.keyboard.press('ArrowLeft');
    expect(await ymmTab.getAttribute('aria-selected')).toBe('true');
    expect(await axe(s.page, '[role="dialog"]')).toEqual([]);

    // Year, Make, Model by typing and Enter, moving on with Tab.
    await typeAndEnter(s, dialog, 'Year', '2015');
    await whenEnabled(dialog.getByLabel('Make', { exact: true }));
    await s.page.keyboard.press('Tab');
    expect(await dialog.getByLabel('Make', { exact: true }).evaluate((i) => i === document.activeElement)).toBe(true);
    await s.page.keyboard.type('Ford');
    await s.page.getByRole('option', { name: 'Ford', exact: true }).waitFor();
    await s.page.keyboard.press('Enter');
    await whenEnabled(dialog.getByLabel('Model', { exact: true }));
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.type('F-150');
    await s.page.getByRole('option', { name: 'F-150', exact: true }).waitFor();
    await s.page.keyboard.press('Enter');

    // Save by keyboard: the button is reachable with Tab (past the optional Sub Model level).
    const save = dialog.getByRole('button', { name: 'Save Vehicle' });
    await whenEnabled(save);
    for (let i = 0; i < 6 && !(await save.evaluate((b) => b === document.activeElement)); i++) await s.page.keyboard.press('Tab');
    expect(await save.evaluate((b) => b === document.activeElement)).toBe(true);
    await Promise.all([s.page.waitForEvent('load'), s.page.keyboard.press('Enter')]);
    await waitForPartsfront(s);

    const panel = s.page.getByRole('region', { name: 'Application' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('2015 Ford F-150');
    await badgesSettled(s);
    expect(await badgeTexts(s)).toEqual(expectedTexts(true));
    expect(validations(s.apiCallsSinceLoad())).toHaveLength(1);
    expect(s.errors).toEqual([]);
  });
});
