import { afterEach, describe, expect, it } from 'vitest';
import { configFrom, DEFAULT_SWITCHES, readSwitches, saveSwitches, NO_FAULTS } from '../../preview/switches';
import { parseSettings } from '../../shared/config/settings';
import { kioskTimers } from '../../shared/kiosk';
import { followVehicle, header } from '../../preview/theme';
import { db } from '../../mocks/db';
import { emit } from '../../shared/runtime/events';

afterEach(() => localStorage.clear());

describe('preview: the kiosk switches', () => {
  it('Short kiosk timers set 20 s + 10 s on every page; off, the store’s 3 + 1 minutes stay', () => {
    saveSwitches({ ...DEFAULT_SWITCHES, mode: 'kiosk', shortKioskTimers: true }, NO_FAULTS);
    const short = parseSettings(configFrom(readSwitches()));
    expect(kioskTimers(short.kiosk)).toEqual({ promptAfterMs: 20_000, promptMs: 10_000 });
    expect(short.kiosk.videos.length).toBeGreaterThan(0);
    saveSwitches({ ...DEFAULT_SWITCHES, mode: 'kiosk' }, NO_FAULTS);
    expect(kioskTimers(parseSettings(configFrom(readSwitches())).kiosk)).toEqual({ promptAfterMs: 180_000, promptMs: 60_000 });
  });
});

describe('preview: the kiosk home page', () => {
  it("is the demo store's home in kiosk mode, not the gallery at /", () => {
    saveSwitches({ ...DEFAULT_SWITCHES, mode: 'kiosk' }, NO_FAULTS);
    expect(parseSettings(configFrom(readSwitches())).endpoints).toMatchObject({ pageKioskHome: '/preview/demo-store.html' });
    saveSwitches({ ...DEFAULT_SWITCHES, mode: 'pos' }, NO_FAULTS);
    expect(parseSettings(configFrom(readSwitches())).endpoints).not.toHaveProperty('pageKioskHome');
  });
});

describe('preview: the demo header', () => {
  it('names the saved vehicle, and follows the vehicle saved on the page', () => {
    db.ymm.facets = [];
    document.body.innerHTML = header();
    const button = () => document.querySelector('[data-pf-open="vehicle-selector"]')!;
    expect(button()).toHaveTextContent('Select your vehicle');
    db.ymm.facets = [
      { api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' },
      { api_field: 'MakeID', api_value: '54', label_field: 'Make', label_value: 'Ford' },
      { api_field: 'ModelID', api_value: '6112', label_field: 'Model', label_value: 'F-150' },
    ];
    document.body.innerHTML = header();
    expect(button()).toHaveTextContent('2015 Ford F-150');
    followVehicle();
    emit('pf:vehicle-changed', { facets: [] });
    expect(button()).toHaveTextContent('Select your vehicle');
    emit('pf:vehicle-changed', { facets: db.ymm.facets.slice(0, 2) });
    expect(button()).toHaveTextContent('2015 Ford');
  });
});
