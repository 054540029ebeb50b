import { describe, expect, it } from 'vitest';
import { browser, builtFile, newSession, openThemePage, type Session, withBrowser } from './harness';
import { productById, renderProduct } from '../../mocks/db/catalog';

/**
 * The texts kit on the built bundle: an English page without `texts` downloads neither the
 * overrides part nor a language file; a page whose #pf-config has `texts` or another language
 * gets them before the widget's first render, so the store's words are the first ones shown.
 */
withBrowser();

const product = renderProduct(productById(101)!);
const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const productPage = `<div data-pf-widget="product" data-pf-props='${attr({ product })}'></div>`;

/** Every button text the page ever showed, recorded from before the bundle runs. */
async function recordButtonTexts(s: Session) {
  await s.page.addInitScript(() => {
    const w = window as unknown as { pfButtonTexts: Set<string> };
    w.pfButtonTexts = new Set();
    new MutationObserver(() => document.querySelectorAll('button').forEach((b) => w.pfButtonTexts.add(b.textContent?.trim() ?? ''))).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}
const buttonTexts = (s: Session) => s.page.evaluate(() => [...(window as unknown as { pfButtonTexts: Set<string> }).pfButtonTexts]);

describe('texts on the built bundle', () => {
  it('an English page without texts downloads no overrides part and no language file', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: productPage }, '/product/101');
    await s.page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    const lazy = [await builtFile('shared/texts/overrides.ts'), await builtFile('shared/texts/lang/fr-ca.ts')];
    expect(lazy.every(Boolean)).toBe(true);
    for (const file of lazy) expect(s.cdnFiles()).not.toContain(file);
  });

  it('a store override is the first text the button shows', async () => {
    const s = await newSession(browser);
    await recordButtonTexts(s);
    await openThemePage(s, { body: productPage, config: { texts: { 'product.addToCart': 'Add to Bag' } } }, '/product/101');
    await s.page.getByRole('button', { name: 'Add to Bag' }).waitFor();
    expect(s.cdnFiles()).toContain(await builtFile('shared/texts/overrides.ts'));
    expect(await buttonTexts(s)).not.toContain('Add to Cart');
  });

  it('a French page shows its language’s words', async () => {
    const s = await newSession(browser);
    await openThemePage(s, { body: productPage, config: { language: 'fr-ca' } }, '/product/101');
    await s.page.getByRole('button', { name: 'Ajouter au panier' }).waitFor();
    expect(s.cdnFiles()).toContain(await builtFile('shared/texts/lang/fr-ca.ts'));
  });
});
