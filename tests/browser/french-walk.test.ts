import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, withBrowser } from './harness';
import { servePreview, type Preview } from './preview-server';
import type { Catalog } from '../../shared/texts';
import { placeholders } from '../../shared/texts/define';
import FR from '../../shared/texts/lang/fr-ca';
import { catalog } from '../../mocks/db/catalog';
import { db } from '../../mocks/db';

/**
 * A French (Canada) visit to the preview (`npm start`) reads French throughout: the language
 * switched to Français (Canada) in the Switches panel, a whole storefront purchase (product page,
 * Add to Cart, the cart popout, the cart page, Checkout) and, in POS mode, a whole counter sale
 * (the POS cart: a part scanned, a customer; Check Out; a cash payment; the order). At every step
 * no visible text or accessible name (aria-label, title, placeholder, alt) inside the widgets
 * equals an English catalog text whose French differs; money reads in the French form (12,99 $),
 * and a date in a French form (never AM/PM).
 *
 * KNOWN_ENGLISH lists the English texts a widget still shows in French, each with its widget, and
 * STORE_WRITTEN_MONEY the widgets whose English-form amounts are inside the store's own words: what
 * is not on them fails, and what they list that the walk no longer finds fails too (take it off).
 * FRENCH_REPORT=1 prints what the walk found.
 */
withBrowser();

const modules = import.meta.glob<Record<string, unknown>>(['../../shared/**/texts.ts', '../../widgets/**/texts.ts'], { eager: true });
const isCatalog = (value: unknown): value is Catalog => typeof value === 'object' && value !== null && 'domain' in value && 'en' in value;
const CATALOGS: Catalog[] = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isCatalog));

/** Each catalog key with its English and French forms, side by side. */
const PAIRS = CATALOGS.flatMap((c) =>
  Object.entries(c.en).flatMap(([key, entry]) => {
    const fr = FR[`${c.domain}.${key}`];
    const frForm = (form: string) => (typeof fr === 'string' ? fr : fr?.[form] ?? fr?.other);
    return typeof entry === 'string' ? [{ key: `${c.domain}.${key}`, en: entry, fr: frForm('other') }] : Object.entries(entry).map(([form, en]) => ({ key: `${c.domain}.${key}`, en: en ?? '', fr: frForm(form) }));
  }),
);

/** English texts a French page may show anyway: some key's French is the same words ('Total'). */
const SAME_IN_FRENCH = new Set(PAIRS.filter((p) => p.fr?.trim() === p.en.trim()).map((p) => p.en.trim()));
/** Every English catalog text whose French differs: none may show on a French page. */
const ENGLISH_ONLY = new Set(PAIRS.map((p) => p.en.trim()).filter((t) => t && !SAME_IN_FRENCH.has(t) && /\p{L}/u.test(t.replace(/\{\w+\}/g, ''))));
/** The English texts with placeholders, as patterns of a filled text (literal words around them). */
const ENGLISH_PATTERNS = [...ENGLISH_ONLY]
  .filter((t) => placeholders(t).length && t.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 4)
  .map((t) => ({ text: t, re: new RegExp(`^${t.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`, 's') }));

/** The English text `text` is, if any: the catalog text itself, or a catalog text filled in. */
function englishOf(text: string): string | undefined {
  if (SAME_IN_FRENCH.has(text)) return undefined;
  if (ENGLISH_ONLY.has(text) && !placeholders(text).length) return text;
  return ENGLISH_PATTERNS.find((p) => p.re.test(text))?.text;
}

/** The French of an English catalog text (of `domain` where two keys translate it differently). */
function t(english: string, domain?: string): string {
  const found = [...new Set(PAIRS.filter((p) => p.en === english && (!domain || p.key.startsWith(`${domain}.`))).map((p) => p.fr!))];
  if (found.length !== 1) throw new Error(`"${english}"${domain ? ` in ${domain}` : ''} has ${found.length ? `several French texts: ${found.join(' | ')}` : 'no French text'}`);
  return found[0];
}
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * English the walk still finds in French, widget → its texts (each found at least once on the
 * walk). The widgets' own pending lists are PENDING_CONVERSION in pseudo-locale.test.ts.
 */
const KNOWN_ENGLISH: Record<string, string[]> = {
  // The payment's tender as the store labels it (transaction_label), shown in its list of payments.
  'pos-checkout': ['Cash'],
  // The store's own labor text (display_text "Add {TITLE} for {AMOUNT}"): its words are shown
  // as the store writes them, the title and cost it names beside them.
  'product': ['Add'],
  // The store's data, in its words: the order's tenders (transaction_label), its totals' titles
  // (the Labor row) and its status names (Saved), as the order answer writes them.
  'pos-order-view': ['Cash', 'Labor', 'Saved'],
  // The store's data: the orders' status names and the cashier the kiosk's orders name (Kiosk).
  'pos-order-list': ['Kiosk', 'Saved'],
};

const KNOWN = new Set(Object.entries(KNOWN_ENGLISH).flatMap(([widget, texts]) => texts.map((text) => `${widget}: ${text}`)));

/**
 * Widgets that show an amount in the English form ($49) on a French page only inside a sentence the
 * store writes itself, widget → that sentence: its words and its amounts are the store's, in the
 * language it wrote them (the preview's mock store writes English). Every amount the widgets show
 * from a value is in the page's form. A widget not on it fails, and one on it that the walk no
 * longer finds fails too (take it off).
 */
const STORE_WRITTEN_MONEY: Record<string, string> = {
  // The alert bar's message, as the store's staff typed it.
  'alert-bar': 'Free shipping on orders over $49',
};

interface Shown {
  widget: string;
  text: string;
}

/** The visible texts and accessible names inside the widgets (their placeholders, and the portals' .pf-root). */
function collect(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const out: { widget: string; text: string }[] = [];
    const selector = '.pf-root, [data-pf-widget], [id^="pf-"]:not(script)';
    const roots = [...document.querySelectorAll(selector)].filter((el) => !el.parentElement?.closest(selector));
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');
    const widgetOf = (el: Element) => {
      const host = el.closest('[data-pf-widget], [id^="pf-"]');
      // A numbered placeholder (pf-pos-line-107, pf-toast-1) is named without its number.
      return host?.getAttribute('data-pf-widget') ?? host?.id.replace(/^pf-/, '').replace(/-\d[\w-]*$/, '') ?? (el.closest('[role="dialog"]') ? 'a dialog' : 'a portal');
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement!;
        const value = n.textContent!.trim().replace(/\s+/g, ' ');
        if (!value || parent.closest('script, style, template, noscript') || !visible(parent)) continue;
        out.push({ widget: widgetOf(parent), text: value });
      }
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (!visible(el)) continue;
        for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = el.getAttribute(attr)?.trim().replace(/\s+/g, ' ');
          if (value) out.push({ widget: widgetOf(el), text: value });
        }
      }
    }
    return out;
  });
}

/** Money in the English form ($12.99, 12.99$) or the French (12,99 $). */
const ENGLISH_MONEY = /\$\s?\d|\d\.\d{2}\s?\$/;
const FRENCH_MONEY = /\d+,\d{2}\s?\$/;
/** A date or time in the English form: AM/PM, or an English month's name. */
const ENGLISH_DATE = /\b(AM|PM|a\.m\.|p\.m\.)\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}\b/;
/** A French date: 2026-12-03, 3 déc. 2026, 3 décembre 2026 (Intl's fr-CA forms), perhaps with 14 h 05. */
const FRENCH_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)/;

const ready = (page: Page) => page.waitForFunction(() => window.Partsfront?.ready !== undefined).then(() => page.evaluate(() => window.Partsfront!.ready));
const eventually = <T>(read: () => T | Promise<T>, timeout = 30_000) => expect.poll(read, { timeout, interval: 100 });

describe('a French (Canada) visit to the preview', () => {
  let server: Preview;
  beforeAll(async () => {
    server = await servePreview();
  }, 180000);
  afterAll(async () => {
    await server?.close();
  });

  /** English found, `widget: text` → the steps that showed it. */
  const english = new Map<string, Set<string>>();
  const problems: string[] = [];
  /** Widgets that showed money in the English form → each step and text (`step: "text"`). */
  const englishMoney = new Map<string, Set<string>>();

  /** One step of the walk: every text checked; money (and a date, where `date`) in French. */
  async function step(page: Page, name: string, { money = true, date = false } = {}): Promise<void> {
    // Read once the page has settled: a widget whose chunk is still arriving may not show yet, and
    // the English wanted is what stays, so a step is read again (up to 15 s) while it shows English not listed.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    let shown: Shown[] = [];
    await eventually(async () => {
      shown = await collect(page);
      return shown.length > 0 && shown.every(({ widget, text }) => !englishOf(text) || KNOWN.has(`${widget}: ${englishOf(text)}`));
    }, 15_000)
      .toBe(true)
      .catch(() => undefined);
    expect(shown.length, `${name}: no widget text`).toBeGreaterThan(0);
    for (const { widget, text } of shown) {
      const en = englishOf(text);
      if (en) {
        const id = `${widget}: ${en}`;
        if (!english.has(id)) english.set(id, new Set());
        english.get(id)!.add(en === text ? name : `${name}: "${text}"`);
      }
      if (ENGLISH_MONEY.test(text)) englishMoney.set(widget, (englishMoney.get(widget) ?? new Set()).add(`${name}: "${text}"`));
      if (ENGLISH_DATE.test(text)) problems.push(`${name}: a date in the English form in ${widget}: "${text}"`);
    }
    if (money && !shown.some((s) => FRENCH_MONEY.test(s.text) || ENGLISH_MONEY.test(s.text))) problems.push(`${name}: no amount shown`);
    if (date && !shown.some((s) => FRENCH_DATE.test(s.text))) problems.push(`${name}: no date in a French form`);
  }

  /** The Switches panel: `settings` chosen by their labels, then Apply and reload. */
  async function switchTo(page: Page, settings: Record<string, string>): Promise<void> {
    await page.locator('summary', { hasText: /^Switches/ }).click();
    for (const [label, value] of Object.entries(settings)) await page.getByRole('combobox', { name: label, exact: true }).selectOption(value);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Apply and reload' }).click()]);
    await ready(page);
  }

  it('a storefront purchase and a counter sale show no English catalog text, and French money and dates', async () => {
    // A part added at once, and scanned at the counter: no options, a UPC, not in the seed cart.
    const part = catalog()
      .map((i) => i.product)
      .find((p) => p.is_orderable && !p.options.length && !p.disable_pricing && p.minimum === 1 && p.upc && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)))!;
    expect(part).toBeDefined();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const isCheckout = (url: URL) => url.pathname === '/checkout/checkout' || url.searchParams.get('route') === 'checkout/checkout';
    await page.route(isCheckout, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="fr"><head><title>Paiement</title></head><body><h1>Paiement</h1></body></html>' }));
    const { base } = server;

    // ---- The storefront: French through the Switches panel. ----
    await page.goto(`${base}/preview/demo-product.html?product_id=${part.product_id}`);
    await ready(page);
    await switchTo(page, { Language: 'fr-ca' });
    const config = JSON.parse((await page.locator('#pf-config').textContent()) ?? '{}') as { language?: string };
    expect(config.language).toBe('fr-ca');
    const product = page.locator('[data-pf-widget="product"]');
    const addToCart = product.getByRole('button', { name: t('Add to Cart') });
    await addToCart.waitFor();
    await step(page, 'the product page');

    await addToCart.click();
    // The cart popout, opened from its button once the part is in.
    const popout = page.getByRole('button', { name: new RegExp(`^${t('Shopping cart', 'cartPopout')}`) }).first();
    await eventually(() => popout.textContent()).toMatch(/\d/);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await popout.click();
    await page.getByRole('table', { name: t('Products in your cart') }).getByRole('link', { name: part.name }).waitFor();
    await step(page, 'the cart popout');

    await page.goto(`${base}/checkout/cart`);
    await page.waitForURL(/w=cart$/);
    await ready(page);
    await page.getByText(part.name).first().waitFor();
    await step(page, 'the cart page');
    await Promise.all([page.waitForURL(isCheckout), page.getByRole('button', { name: t('Checkout', 'cart'), exact: true }).click()]);

    // ---- The counter: POS mode through the panel, still in French. ----
    await page.goto(`${base}/preview/widget.html?w=pos-cart`);
    await ready(page);
    await switchTo(page, { Mode: 'pos' });
    expect(JSON.parse((await page.locator('#pf-config').textContent()) ?? '{}')).toMatchObject({ mode: 'pos', language: 'fr-ca' });
    const lines = page.getByRole('list', { name: t('Products in the cart', 'posCart') });
    await lines.waitFor();
    await step(page, 'the POS cart');

    const scanField = page.getByRole('combobox', { name: t('Scan or enter part number', 'posCart') });
    await scanField.fill(part.upc!);
    await scanField.press('Enter');
    await lines.getByRole('listitem', { name: part.name }).waitFor();
    await step(page, 'the POS cart with the scanned part');

    await page.getByRole('button', { name: t('Set Customer', 'posCart') }).click();
    const search = page.getByRole('dialog', { name: t('Search for a Customer') });
    await search.getByRole('combobox', { name: t('Search customers') }).fill('Jordan Miller');
    await search.getByRole('option', { name: /Jordan Miller/ }).first().click();
    await step(page, 'the customer search');
    await search.getByRole('button', { name: t('Select Customer') }).click();
    await search.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: t('Customer', 'posCart') }).getByText('Jordan Miller', { exact: true }).waitFor();
    await step(page, 'the POS cart with its customer');

    const summary = page.getByRole('region', { name: t('Order summary', 'posCart') });
    await summary.getByRole('button', { name: t('Check Out', 'posCart') }).click();
    const confirm = page.getByRole('dialog', { name: t('Check out this order?', 'posCart') });
    await confirm.waitFor();
    await step(page, 'the Check Out question');
    await confirm.getByRole('button', { name: t('Check Out', 'posCart') }).click();

    // ---- The POS checkout: paid in cash. ----
    await page.waitForURL(/w=pos-checkout/);
    await ready(page);
    const cash = page.getByRole('radio', { name: t('Cash', 'payment') });
    await cash.waitFor();
    await step(page, 'the POS checkout');
    await cash.check();
    const tendered = page.getByRole('textbox', { name: t('Amount Tendered') });
    await eventually(() => tendered.inputValue()).not.toBe('');
    await page.getByRole('button', { name: t('Take Cash') }).click();
    await page.getByText(t('Paid In Full'), { exact: true }).first().waitFor();
    await step(page, 'the POS checkout paid in cash');
    await page.getByRole('button', { name: t('Confirm Order') }).click();

    // ---- The order: its receipt, then its page. ----
    await page.waitForURL(/w=pos-order-view&view=receipt&order_id=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    await ready(page);
    await page.getByRole('article').first().waitFor();
    await step(page, 'the receipt', { date: true });
    await page.goto(`${base}/pos/order/view?order_id=${orderId}`);
    await page.waitForURL(new RegExp(`w=pos-order-view&order_id=${orderId}$`));
    await ready(page);
    await page.getByText(t('Paid In Full'), { exact: true }).first().waitFor();
    // Its history too (each status with its date), which loads after the order.
    await page.getByRole('table', { name: t('Order history', 'posOrderView') }).getByRole('row').nth(1).waitFor();
    await step(page, 'the order view', { date: true });
    await page.goto(`${base}/pos/order`);
    await page.waitForURL(/w=pos-order-list/);
    await ready(page);
    await page.getByRole('link', { name: exactly(`#${orderId}`) }).first().waitFor();
    await step(page, 'the order list', { date: true });

    const found = [...english].map(([id, steps]) => `${id} (${[...steps].join(', ')})`);
    if (process.env.FRENCH_REPORT) {
      console.log(`English on the French walk:\n  ${found.join('\n  ') || 'none'}`);
      console.log(`Money in the English form:\n  ${[...englishMoney].map(([w, at]) => `${w} (${[...at][0]})`).join('\n  ') || 'none'}`);
    }
    expect([...english.keys()].filter((id) => !KNOWN.has(id)), 'English on a French page').toEqual([]);
    expect([...KNOWN].filter((id) => !english.has(id)), 'shown in French now: take it off KNOWN_ENGLISH').toEqual([]);
    const outsideStoreWords = [...englishMoney].flatMap(([w, shown]) => [...shown].filter((at) => !(w in STORE_WRITTEN_MONEY && at.includes(STORE_WRITTEN_MONEY[w]))).map((at) => `${w} (${at})`));
    expect(outsideStoreWords, 'money in the English form on a French page').toEqual([]);
    expect(Object.keys(STORE_WRITTEN_MONEY).filter((w) => !englishMoney.has(w)), 'no English-form money in the store\'s words now: take it off STORE_WRITTEN_MONEY').toEqual([]);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
