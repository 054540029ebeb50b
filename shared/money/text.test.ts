import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings } from '../config';
import { formatLaborTime, storeAmountNumber, storeAmountText } from './text';
import { formatMoney } from './format';

describe('shared/money text (no decimal.js)', () => {
  afterEach(() => resetSettings());

  it('formats an amount the store sends to the cent, exactly, and nothing it would have to round or read', () => {
    expect(storeAmountText('84.99')).toBe('$84.99');
    expect(storeAmountText(' 1234.5 ')).toBe('$1,234.50');
    expect(storeAmountText(72)).toBe('$72.00');
    expect(storeAmountText('-5.00')).toBe('-$5.00');
    expect(storeAmountText('9999999999999.99')).toBe('$9,999,999,999,999.99');
    for (const v of ['12.345', '$1,234.50', '1e3', '', 'abc', null, undefined, Number.NaN, 0.1 + 0.2]) expect([v, storeAmountText(v)]).toEqual([v, null]);
  });

  it('shows an amount again in the currency the settings name now, not the one it was first shown in', () => {
    expect(storeAmountText('1234.5')).toBe('$1,234.50');
    resetSettings({ currency: { code: 'EUR', locale: 'de-DE' } });
    expect(storeAmountText('1234.5')).toMatch(/^1\.234,50\s€$/);
    resetSettings();
    expect(storeAmountText('1234.5')).toBe('$1,234.50');
  });

  it("reads an amount the store sends to the cent as GA4's number, and nothing it would have to round", () => {
    expect(storeAmountNumber('84.99')).toBe(84.99);
    expect(storeAmountNumber(' 12.5 ')).toBe(12.5);
    expect(storeAmountNumber(72)).toBe(72);
    expect(storeAmountNumber('-5.00')).toBe(-5);
    for (const v of ['12.345', '$1,234.50', '1e3', '', null, undefined, Number.NaN, 0.1 + 0.2]) expect([v, storeAmountNumber(v)]).toEqual([v, null]);
  });

  it("shows every amount in the page's language's form when the store names no currency locale", () => {
    resetSettings({ language: 'fr-ca', currency: { code: 'CAD' } });
    expect(storeAmountText('1234.5')).toMatch(/^1\s234,50\s\$$/);
    expect(formatMoney('12.345')).toMatch(/^12,35\s\$$/);
    resetSettings({ language: 'fr-ca', currency: { code: 'CAD', locale: 'en-CA' } });
    expect(storeAmountText('1234.5')).toBe('$1,234.50');
  });

  it("shows labor minutes in the page's language", async () => {
    resetSettings({ language: 'fr-ca' });
    // The French file arrives on demand, once the page's settings name the language.
    await expect.poll(() => formatLaborTime(90)).toBe('1 h 30 min');
    expect(formatLaborTime(120)).toBe('2 h');
  });

  it('shows labor minutes as hours and minutes', () => {
    expect(formatLaborTime(90)).toBe('1 hr 30 min');
    expect(formatLaborTime('120')).toBe('2 hrs');
    expect(formatLaborTime(44.6)).toBe('45 min');
    expect(formatLaborTime('x')).toBe('0 min');
    expect(formatLaborTime(-5)).toBe('0 min');
  });
});
