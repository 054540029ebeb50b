import { describe, expect, it } from 'vitest';
import { axe, browser, newSession, openThemePage, type Session, withBrowser } from './harness';

/**
 * What a shopper trips over in a real browser: the cart popout stays inside the window
 * wherever the theme puts it (1280 px and a 390 px phone, no sideways scroll), and the vehicle
 * selector's lists are not cut off by its modal.
 */
withBrowser();

/** A header with the cart button at its LEFT edge: a panel hanging from its right edge would run off the window. */
const header = `
  <header style="display:flex;gap:1rem;align-items:center;padding:0.5rem">
    <div id="pf-cart-popout" style="min-height:2.5rem">Cart</div>
    <strong>Route 9 Auto Parts</strong>
  </header>
  <h1>Parts</h1>`;

async function openPopout(s: Session) {
  await openThemePage(s, { body: header });
  const toggle = s.page.getByRole('button', { name: /^Shopping cart/ });
  await toggle.click();
  await s.page.getByRole('table', { name: 'Products in your cart' }).waitFor();
  const panel = s.page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  return { panel, box: (await panel.boundingBox())!, width: await s.page.evaluate(() => document.documentElement.clientWidth) };
}

describe('storefront: what a shopper trips over', () => {
  it('keeps the open cart popout inside the window at 1280 px, accessibly', async () => {
    const s = await newSession(browser, { width: 1280 });
    const { box, width } = await openPopout(s);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await axe(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('keeps the open cart popout inside a 390 px phone, names whole and no sideways scroll', async () => {
    const s = await newSession(browser, { width: 390 });
    const { panel, box, width } = await openPopout(s);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Every product name is inside the panel (wrapped, not cut off).
    const names = await panel.getByRole('link').evaluateAll((links) =>
      links.map((a) => {
        const r = a.getBoundingClientRect();
        const p = a.closest('[id]')!.getBoundingClientRect();
        return r.right <= p.right + 1 && r.left >= p.left - 1;
      }),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.every(Boolean)).toBe(true);
    expect(await s.page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
    expect(s.errors).toEqual([]);
  });

  it("shows the vehicle selector's lists whole inside its modal", async () => {
    const s = await newSession(browser, { width: 1280 });
    await openThemePage(s, { body: '<button type="button" data-pf-open="vehicle-selector">Choose your vehicle</button><h1>Parts</h1>' });
    await s.page.getByRole('button', { name: 'Choose your vehicle' }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.waitFor();
    const year = dialog.getByLabel('Year');
    await year.click();
    const listbox = s.page.getByRole('listbox');
    await listbox.waitFor();
    // The list's own box is fully on screen and nothing (the modal's scrolling body) covers it:
    // the point just inside its bottom edge belongs to the list.
    const visible = await listbox.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const hit = document.elementFromPoint(x, r.bottom - 4);
      return { height: r.height, inside: r.top >= 0 && r.bottom <= window.innerHeight, ownsBottom: !!hit && el.contains(hit) };
    });
    expect(visible.inside).toBe(true);
    expect(visible.ownsBottom).toBe(true);
    // More than a handful of years show at once.
    expect(visible.height).toBeGreaterThanOrEqual(200);
    expect(s.errors).toEqual([]);
  });
});
