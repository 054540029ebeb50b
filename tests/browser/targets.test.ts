import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withBrowser } from './harness';
import { loaded, openGalleryPage } from './galleryPage';

/**
 * Counter staff and kiosk visitors work with a finger, a stylus or a mouse at arm's length: on
 * their screens every target is at least 44 × 44 CSS px (WCAG 2.5.5). Each staff and
 * kiosk page of the preview gallery (its placeholders, exactly as there, on the built bundle) is
 * opened at 768 × 1024 (a counter tablet), its widgets loaded, the dialogs its buttons open too,
 * and every button, link, input, select, textarea and [role=button] inside Partsfront (`.pf-root`,
 * the modals and toasts included) is measured with getBoundingClientRect.
 *
 * Not measured: the theme's own markup outside `.pf-root` (the theme sizes it; its data-pf-open
 * buttons are only pressed, to open their dialogs), elements not rendered (no box, hidden inputs),
 * and WCAG's inline exception: a link shown inline (computed display: inline) whose parent element
 * holds other words besides the link's own sits in a sentence and takes the sentence's line height.
 * A checkbox or radio with a <label> (wrapping it, or hidden behind a styled one) is measured by its
 * label, which is what the finger presses; a searchable select by its control (its text input is
 * only the caret).
 */
withBrowser();

const STAFF = ['pos-cart', 'pos-checkout', 'customer-search', 'pos-customer-list', 'pos-customer-edit', 'pos-order-list', 'pos-order-view', 'order-history', 'appointment', 'data-table'];
/** A kiosk shows the storefront's pages in kiosk mode: the kiosk's own page and the shopper's widgets. */
const KIOSK = ['kiosk', 'hero-nav', 'vehicle-selector', 'product', 'product-list', 'search-bar', 'cart-popout', 'cart'];
const MIN = 44;

interface Small {
  what: string;
  width: number;
  height: number;
}

/** The targets under 44 × 44 on the page now, described (text or label, tag, size). */
function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate((min) => {
    const out: Small[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}" in ${el.closest('[data-pf-widget], [id^="pf-"], [data-pf-modal], [data-pf-toasts]')?.getAttribute('data-pf-widget') ?? el.closest('[id^="pf-"]')?.id ?? 'a dialog'}`;
    /** An inline link inside a sentence: WCAG's inline exception. */
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parentText = el.parentElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return parentText.length > (el.textContent?.replace(/\s+/g, ' ').trim().length ?? 0);
    };
    for (const el of document.querySelectorAll('.pf-root :is(a[href], button, input, select, textarea, [role="button"])')) {
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      if (inSentence(el)) continue;
      let box: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.labels?.length) box = el.labels[0];
      // A searchable select's text input is a caret inside its control; the control takes the press.
      box = el.closest('[class*="pf-select__control"]') ?? box;
      const r = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      if (!r.width && !r.height) continue;
      if (style.visibility === 'hidden') continue;
      if (r.width < min - 0.01 || r.height < min - 0.01) out.push({ what: name(el), width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 });
    }
    return out;
  }, MIN);
}

const report = (small: Small[]) => small.map((s) => `${s.what}: ${s.width} × ${s.height}`);

/**
 * Dialogs a widget's own button opens, measured open too: the Add Order History modal
 * with Notify Customer ticked, so its email and text options show.
 */
const WIDGET_DIALOGS: Record<string, Array<{ button: string; tick?: string }>> = {
  'pos-order-view': [{ button: 'Order History', tick: 'Notify Customer' }],
  'order-history': [{ button: 'Order History', tick: 'Notify Customer' }],
};

async function checkPage(name: string, mode: 'pos' | 'kiosk' | 'storefront'): Promise<string[]> {
  const s = await openGalleryPage(name, { width: 768, height: 1024 }, mode, 'targets');
  const found = report(await smallTargets(s.page));
  for (const { button, tick } of WIDGET_DIALOGS[name] ?? []) {
    await s.page.locator('.pf-root').getByRole('button', { name: button, exact: true }).first().click();
    const dialog = s.page.getByRole('dialog').first();
    await dialog.waitFor();
    if (tick) await dialog.getByRole('checkbox', { name: tick }).check();
    await loaded(s.page, 'targets');
    found.push(...report(await smallTargets(s.page)));
    await s.page.keyboard.press('Escape');
    await s.page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  // The dialogs the page's buttons open (the theme's data-pf-open triggers), each measured open.
  const triggers = await s.page.evaluate(() => {
    const theirs = [...document.querySelectorAll('[data-pf-open]')].filter((el) => !el.closest('.pf-root'));
    theirs.forEach((el) => el.setAttribute('data-theme-trigger', ''));
    return theirs.length;
  });
  for (let i = 0; i < triggers; i++) {
    await s.page.locator('[data-theme-trigger]').nth(i).click();
    await s.page.getByRole('dialog').first().waitFor();
    await loaded(s.page, 'targets');
    found.push(...report(await smallTargets(s.page)));
    await s.page.keyboard.press('Escape');
    await s.page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  expect(s.errors).toEqual([]);
  await s.page.context().close();
  return [...new Set(found)];
}

describe('targets of 44 × 44 px on staff and kiosk screens, at 768 × 1024', () => {
  for (const name of STAFF) {
    it(`${name} (POS mode)`, async () => {
      expect(await checkPage(name, 'pos')).toEqual([]);
    });
  }
  // The admin's order page is not POS mode, but staff use it: the Order History modal has 44 px targets there too.
  it('order-history (the admin order page, storefront mode)', async () => {
    expect(await checkPage('order-history', 'storefront')).toEqual([]);
  });
  for (const name of KIOSK) {
    it(`${name} (kiosk mode)`, async () => {
      expect(await checkPage(name, 'kiosk')).toEqual([]);
    });
  }
});
