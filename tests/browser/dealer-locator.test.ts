import { describe, expect, it } from 'vitest';
import { axe, browser, builtFile, newSession, openThemePage, type Session, STORE, widgetChunks, withBrowser } from './harness';
import { ZIP_CODES } from '../../mocks/db/locations';

/**
 * The dealer locator in a real browser, on the built bundle: the shopper's position,
 * a ZIP search, the list and the Leaflet map in step (mouse and keyboard), choosing a store
 * (cookie, pf:store-selected), all axe-clean; Leaflet downloads only with the locator.
 */
withBrowser();

const locatorPage = `
  <h1>Our stores</h1>
  <div id="pf-dealer-locator" style="min-height: 32rem"><p>Champaign, Urbana, Danville. Call (217) 355-0142.</p></div>`;

async function recordStoreEvents(s: Session) {
  await s.page.addInitScript(() => {
    const w = window as unknown as { storeEvents: unknown[] };
    w.storeEvents = [];
    document.addEventListener('pf:store-selected', (e) => w.storeEvents.push((e as CustomEvent).detail));
  });
}
const storeEvents = (s: Session) => s.page.evaluate(() => (window as unknown as { storeEvents: unknown[] }).storeEvents);

/** The numbered store headings of the list, without their numbers. */
const listedNames = async (s: Session) =>
  (await s.page.getByRole('list', { name: 'Stores' }).getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.replace(/^\d+\s*/, ''));

describe('dealer locator', () => {
  it('finds stores near the shopper, searches a ZIP, keeps list and map in step and chooses a store, accessibly', async () => {
    const s = await newSession(browser);
    await recordStoreEvents(s);
    const terreHaute = ZIP_CODES['47803'];
    // The test store is plain http, where browsers give no position: the page's geolocation
    // answers as a browser whose shopper allowed it.
    await s.page.addInitScript(({ lat, lng }) => {
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: (ok: PositionCallback) => setTimeout(() => ok({ coords: { latitude: lat, longitude: lng }, timestamp: 0 } as GeolocationPosition), 50) },
      });
    }, terreHaute);
    await openThemePage(s, { body: locatorPage, title: 'Our stores' }, '/locations');

    const list = s.page.getByRole('list', { name: 'Stores' });
    await list.waitFor();
    // The preferred store is not near Terre Haute: the nearest store leads.
    await expect.poll(() => listedNames(s)).toEqual(['Terre Haute - Wabash Ave']);
    const map = s.page.getByRole('region', { name: 'Store map' });
    await map.getByRole('button', { name: 'Terre Haute - Wabash Ave' }).waitFor();
    expect(s.apiCalls().find((c) => c.includes('dealer_locator/search'))).toMatch(/lat=39\.4667&lng=-87\.3784/);
    expect(await axe(s.page)).toEqual([]);

    // A ZIP search: Champaign's preferred store first, then the nearest.
    await s.page.getByLabel('ZIP code').fill('61821');
    await s.page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => listedNames(s)).toEqual(['Champaign - Neil St', 'Champaign - Kirby Ave', 'Urbana - Cunningham Ave']);
    const markers = map.getByRole('button', { name: /^(Champaign - Neil St|Champaign - Kirby Ave|Urbana - Cunningham Ave)$/ });
    await expect.poll(() => markers.count()).toBe(3);

    // Keyboard, list → map: "Show on map" of the second store opens its info window.
    const kirby = list.getByRole('listitem').filter({ has: s.page.getByRole('heading', { name: /Champaign - Kirby Ave/ }) });
    await kirby.getByRole('button', { name: 'Show on map' }).focus();
    await s.page.keyboard.press('Enter');
    await map.getByText('(217) 398-1100').waitFor();
    expect(await kirby.getAttribute('aria-current')).toBe('true');
    expect(await axe(s.page)).toEqual([]);

    // Keyboard, map → list: Enter on a marker highlights its store in the list.
    await map.getByRole('button', { name: 'Urbana - Cunningham Ave' }).focus();
    await s.page.keyboard.press('Enter');
    const urbana = list.getByRole('listitem').filter({ has: s.page.getByRole('heading', { name: /Urbana - Cunningham Ave/ }) });
    await expect.poll(() => urbana.getAttribute('aria-current')).toBe('true');
    expect(await kirby.getAttribute('aria-current')).toBeNull();

    // Choosing a store: the cookie, the button text, the theme's event (first email only).
    await urbana.getByRole('button', { name: 'Choose This Store' }).dblclick();
    await urbana.getByRole('button', { name: 'My Selected Store' }).waitFor();
    expect(s.apiCalls().filter((c) => c.includes('dealer_locator/find_dealer'))).toHaveLength(1);
    const cookies = await s.page.context().cookies(STORE);
    expect(cookies.find((c) => c.name === 'locator_pickup_location')?.value).toBe('2');
    expect(cookies.find((c) => c.name === 'locator_filter')).toBeDefined();
    expect(await storeEvents(s)).toEqual([expect.objectContaining({ location_id: '2', email: 'urbana@partsfront-auto.example' })]);
    await s.page.getByText(/Your store:/).waitFor();
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('shows the ZIP error and goes on without coordinates when the position is refused', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: locatorPage }, '/locations');
    await s.page.getByRole('list', { name: 'Stores' }).waitFor();
    // Without coordinates the data source is asked without lat and lng.
    expect(s.apiCalls().find((c) => c.includes('dealer_locator/search'))).not.toMatch(/lat=/);
    await s.page.getByLabel('ZIP code').fill('99999');
    await s.page.getByRole('button', { name: 'Search' }).click();
    await s.page.getByRole('alert').filter({ hasText: 'Invalid ZIP code. Please try again.' }).waitFor();
    expect(await s.page.getByLabel('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('downloads Leaflet only on a page that mounts the locator', async () => {
    const chunks = await widgetChunks();
    const leaflet = await builtFile('widgets/dealer-locator/components/StoreMap.tsx');
    expect(leaflet).toBeDefined();

    const other = await newSession(browser);
    await openThemePage(other, { body: '<div data-pf-widget="alert-bar">Closed Monday.</div>' }, '/about');
    await other.page.getByText('Closed Monday.').waitFor();
    expect(other.cdnFiles()).not.toContain(chunks['dealer-locator']);
    expect(other.cdnFiles()).not.toContain(leaflet);

    const s = await newSession(browser);
    await openThemePage(s, { body: locatorPage }, '/locations');
    await s.page.getByRole('region', { name: 'Store map' }).waitFor();
    expect(s.cdnFiles()).toContain(chunks['dealer-locator']);
    expect(s.cdnFiles()).toContain(leaflet);
    expect(s.errors).toEqual([]);
  });
});
