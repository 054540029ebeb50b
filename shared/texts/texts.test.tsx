import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setConfig } from '../../tests/utils/widget';
import { defineTexts } from './define';
import { formatDateTime, formatNumber } from './format';
import { PACKS } from './languages';
import { text } from './runtime';
import { useTexts } from './useTexts';

/**
 * The kit on its own: the page's language file arrives once and re-renders what shows a text, a
 * key the file lacks shows English with a warning, plurals and numbers follow the language, and
 * dates keep the spec's `M/d/yy h:mm a` in English only.
 */
const demo = defineTexts('product', {
  addToCart: 'Add to Cart',
  items: { one: '{count} item', other: '{count} items' },
  untranslated: 'Only in English',
});

function Shows() {
  const t = useTexts(demo);
  return <p>{t('addToCart')}</p>;
}

describe('texts in the page’s language', () => {
  it('loads the language’s one file, then shows its words', async () => {
    const load = vi.spyOn(PACKS, 'fr');
    setConfig({ language: 'fr-ca' });
    render(<Shows />);
    expect(await screen.findByText('Ajouter au panier')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for English', () => {
    const loads = [vi.spyOn(PACKS, 'fr'), vi.spyOn(PACKS, 'es')];
    setConfig({ language: 'en-gb' });
    render(<Shows />);
    expect(screen.getByText('Add to Cart')).toBeInTheDocument();
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('shows English, with one warning, for a key the language lacks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setConfig({ language: 'es-mx' });
    render(<Shows />);
    expect(await screen.findByText('Agregar al carrito')).toBeInTheDocument();
    expect(text(demo, 'untranslated')).toBe('Only in English');
    expect(text(demo, 'untranslated')).toBe('Only in English');
    expect(warn.mock.calls.filter(([message]) => String(message).includes('"product.untranslated"'))).toHaveLength(1);
  });

  it('an override wins over the language', async () => {
    setConfig({ language: 'fr-ca', texts: { 'product.addToCart': 'Ajouter au sac' } });
    render(<Shows />);
    await act(() => PACKS.fr());
    expect(screen.getByText('Ajouter au sac')).toBeInTheDocument();
  });

  it('chooses plural forms and writes numbers as the language does', async () => {
    expect(text(demo, 'items', { count: 1 })).toBe('1 item');
    expect(text(demo, 'items', { count: 2 })).toBe('2 items');
    setConfig({ language: 'fr-ca' });
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('fr-CA').format(1234.5));
    expect(text(demo, 'items', { count: 1234 })).toBe(`${new Intl.NumberFormat('fr-CA').format(1234)} items`);
  });

  it('a plural override gives each form', () => {
    setConfig({ texts: { 'product.items': { one: 'one part', other: '{count} parts' } } });
    expect(text(demo, 'items', { count: 1 })).toBe('one part');
    expect(text(demo, 'items', { count: 3 })).toBe('3 parts');
  });
});

describe('dates', () => {
  it('keep the spec’s M/d/yy h:mm a in English', () => {
    setConfig({ language: 'en-gb' });
    expect(formatDateTime(2026, 11, 20, 14, 5)).toBe('11/20/26 2:05 PM');
    expect(formatDateTime(2026, 1, 2, 0, 30)).toBe('1/2/26 12:30 AM');
    expect(formatDateTime(2026, 1, 2)).toBe('1/2/26');
  });

  it('follow the locale elsewhere, at the store’s wall-clock time', () => {
    setConfig({ language: 'fr-ca' });
    expect(formatDateTime(2026, 11, 20, 14, 5)).toBe(
      new Intl.DateTimeFormat('fr-CA', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 20, 14, 5)),
    );
    setConfig({ language: 'es-mx' });
    expect(formatDateTime(2026, 11, 20)).toBe('20/11/26');
  });
});
