import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, getSettings, parseSettings } from './settings';
import { setConfig } from '../../tests/utils/widget';

describe('settings from #pf-config', () => {
  it('uses the documented defaults when the config is absent', () => {
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(getSettings().currency).toEqual({ code: 'USD', locale: 'en-US' });
  });

  it('merges given keys over the defaults, nested', () => {
    setConfig({ guestCheckout: false, ymm: { engine: true }, mode: 'pos', myWidgetKey: 5 });
    const s = getSettings();
    expect(s.guestCheckout).toBe(false);
    expect(s.ymm).toEqual({ ...DEFAULT_SETTINGS.ymm, engine: true });
    expect(s.mode).toBe('pos');
    expect((s as unknown as Record<string, unknown>).myWidgetKey).toBe(5);
  });

  it("writes money in the page's language unless the store names its currency locale", () => {
    expect(parseSettings({ language: 'fr-ca', currency: { code: 'CAD' } }).currency).toEqual({ code: 'CAD', locale: 'fr-CA' });
    expect(parseSettings({ language: 'es-mx' }).currency).toEqual({ code: 'USD', locale: 'es-MX' });
    expect(parseSettings({ language: 'fr-ca', currency: { code: 'CAD', locale: 'en-CA' } }).currency).toEqual({ code: 'CAD', locale: 'en-CA' });
    // English pages keep en-US, whichever English the store names.
    expect(parseSettings({ language: 'en-gb' }).currency.locale).toBe('en-US');
    expect(parseSettings({ language: 'en-gb', currency: { locale: '' } }).currency.locale).toBe('en-US');
  });

  it('reports wrong types once and keeps the defaults for them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = parseSettings({ guestCheckout: 'yes', mode: 'admin', kiosk: { idleMinutes: '5' }, currency: 'EUR' });
    expect(s.guestCheckout).toBe(true);
    expect(s.mode).toBe('storefront');
    expect(s.kiosk.idleMinutes).toBe(5); // numeric strings are accepted
    expect(s.currency).toEqual({ code: 'USD', locale: 'en-US' });
    expect(error).toHaveBeenCalledTimes(1);
    for (const key of ['guestCheckout', 'currency', 'mode']) expect(String(error.mock.calls[0][0])).toContain(key);
  });

  it('survives invalid JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement('script');
    el.id = 'pf-config';
    el.type = 'application/json';
    el.textContent = '{ "mode": ';
    document.head.append(el);
    expect(getSettings().mode).toBe('storefront');
    expect(error).toHaveBeenCalledTimes(1);
    el.remove();
  });
});
