import { describe, expect, it } from 'vitest';
import { browser, CDN, newSession, openThemePage, type Session, STORE, withBrowser } from './harness';
import { productById, renderProduct } from '../../mocks/db/catalog';
import { LABOR_RATES } from '../../mocks/db/catalog-data';
import { TAX_CLASSES } from '../../mocks/db/cart';

/**
 * The widgets work on a store page served with a strict Content-Security-Policy,
 * the one the README asks a store to send: no inline styles or scripts allowed, styles only from
 * the store and the CDN. Every chunk's CSS is a real file the chunk links (no injected <style>),
 * react-select's emotion styles go into a constructed stylesheet, and not one
 * `securitypolicyviolation` event fires while the product page and the POS cart page load and are used.
 */
withBrowser();

const NONCE = 'pf-test-nonce-4f9a';
const cdnOrigin = new URL(CDN).origin;
export const STRICT_CSP = [
  "default-src 'self'",
  `script-src 'self' ${cdnOrigin} 'nonce-${NONCE}'`,
  `style-src 'self' ${cdnOrigin}`,
  `img-src 'self' data: ${cdnOrigin}`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** The theme's own sizes live in its stylesheet: a strict policy refuses style="" attributes too. */
const THEME_CSS = `
.pf-slot-cart { min-height: 2.5rem; min-width: 9rem }
.pf-slot-panel { min-height: 6rem }
.pf-slot-fitment { min-height: 2.5rem }
.pf-slot-product { min-height: 31rem }
.pf-slot-pos { min-height: 40rem }
.description { width: 20rem }
`;

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

async function recordViolations(s: Session): Promise<() => Promise<string[]>> {
  await s.page.addInitScript(() => {
    const w = window as unknown as { pfViolations: string[] };
    w.pfViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.pfViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`));
  });
  s.serve('/theme.css', THEME_CSS, { 'Content-Type': 'text/css' });
  return () => s.page.evaluate(() => (window as unknown as { pfViolations: string[] }).pfViolations);
}

const head = '<link rel="stylesheet" href="/theme.css">';
const csp = { 'Content-Security-Policy': STRICT_CSP };

describe('under a strict Content-Security-Policy', () => {
  it('the product page mounts every widget, read-more clamps, Add to Cart and the vehicle selector work, with no violation', async () => {
    const product = renderProduct(productById(101)!);
    const s = await newSession(browser);
    const violations = await recordViolations(s);
    const body = `
<header>
  <button type="button" data-pf-open="vehicle-selector">Choose your vehicle</button>
  <div id="pf-cart-popout" class="pf-slot-cart">Cart</div>
</header>
<aside><div id="pf-vehicle-panel" class="pf-slot-panel"></div></aside>
<h1>${product.name}</h1>
<div data-pf-widget="fitment" data-variant="notice" data-aaia="${product.aaia}" data-mpn="${product.mpn}" data-product-id="${product.product_id}" class="pf-slot-fitment"></div>
<div data-pf-widget="product" data-fitment-notice="0" data-pf-props='${attr({ product })}' class="pf-slot-product"></div>
<h2>Description</h2>
<div class="description"><div data-pf-widget="read-more" data-lines="2">
  <p>Engineered to meet or exceed OE specifications. Every part is inspected before it leaves the warehouse.
  Quiet, low-dust friction material with chamfers and slots; hardware included where the vehicle needs it.
  Backed by a limited lifetime warranty against defects in materials and workmanship.</p>
</div></div>`;
    await openThemePage(s, { body, head, title: product.name, config: { nonce: NONCE } }, '/product/101', csp);
    const page = s.page;

    // Every widget mounted and styled from its CSS file.
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.getByRole('button', { name: /^Shopping cart/ }).waitFor();
    const readMore = page.getByRole('button', { name: 'Read More' });
    await readMore.waitFor();
    const clamp = await page.locator('[data-pf-widget="read-more"] [id$="-read-more"]').evaluate((el) => ({ overflow: getComputedStyle(el).overflow, clipped: el.scrollHeight > el.clientHeight + 1 }));
    expect(clamp).toEqual({ overflow: 'hidden', clipped: true });
    expect(s.cdnFiles().some((f) => f.endsWith('.css'))).toBe(true);
    await readMore.click();
    await page.getByRole('button', { name: 'Read Less' }).waitFor();

    // Add to Cart reaches the cart popout.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();

    // The vehicle selector (react-select, emotion styles) opens and its list shows styled options.
    await page.getByRole('button', { name: 'Choose your vehicle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const year = dialog.getByLabel('Year', { exact: true });
    await expect.poll(() => year.isEnabled()).toBe(true);
    await year.focus();
    await page.keyboard.type('2015');
    await page.getByRole('option', { name: '2015', exact: true }).waitFor();
    // react-select's own look (emotion) applied: its menu floats above the dialog (static when refused).
    const menuPosition = await page.locator('[class*="pf-select__menu"]').first().evaluate((el) => getComputedStyle(el).position);
    expect(['absolute', 'fixed']).toContain(menuPosition);
    await page.keyboard.press('Escape');

    expect(await violations()).toEqual([]);
    expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('the POS cart page works, with no violation', async () => {
    const s = await newSession(browser);
    const violations = await recordViolations(s);
    const config = {
      mode: 'pos',
      nonce: NONCE,
      pos: { laborRates: LABOR_RATES, taxClasses: TAX_CLASSES, poNumbers: { enabled: true, required: false }, vehiclesEnabled: true },
    };
    await openThemePage(s, { title: 'POS Cart', head, config, body: '<h1>POS Cart</h1><div id="pf-pos-cart" class="pf-slot-pos"></div>' }, '/pos/cart', csp);
    const page = s.page;
    await page.getByRole('list', { name: 'Products in the cart' }).waitFor();
    expect(await page.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await page.getByLabel('Scan or enter part number').waitFor();
    expect(await violations()).toEqual([]);
    expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    expect(page.url()).toBe(`${STORE}/pos/cart`);
  });
});
