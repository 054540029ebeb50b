import { describe, expect, it, vi } from 'vitest';
import { readStored, writeStored, removeStored } from './storage';
import { cartChanged, cartSummary } from '../cart/state';
import { setVehicle, vehicleState } from '../vehicle/state';
import { getCookie, removeCookie, setCookie } from './cookies';
import { on } from './events';

describe('shared/state', () => {
  it('keeps working when local storage throws', () => {
    const proto = Object.getPrototypeOf(window.localStorage) as Storage;
    vi.spyOn(proto, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(proto, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    writeStored('view', 'list');
    expect(readStored('view', 'grid')).toBe('list');
    removeStored('view');
    expect(readStored('view', 'grid')).toBe('grid');
  });

  it('stores JSON values in local storage when it works', () => {
    writeStored('view', { mode: 'list' });
    expect(window.localStorage.getItem('pf:view')).toBe('{"mode":"list"}');
    expect(readStored('view', null)).toEqual({ mode: 'list' });
  });

  it('shares the cart summary and announces pf:cart-changed', () => {
    const heard = vi.fn();
    const stop = on('pf:cart-changed', heard);
    cartChanged({ total_items: '3' });
    expect(cartSummary.getState()).toMatchObject({ totalItems: 3, totalText: '', revision: 1 });
    expect(heard).toHaveBeenCalledWith({ total_items: 3, total_text: '' });
    stop();
  });

  it('shares the vehicle and announces pf:vehicle-changed only when asked', () => {
    const heard = vi.fn();
    const stop = on('pf:vehicle-changed', heard);
    setVehicle({ facets: [], hasYmm: false });
    expect(heard).not.toHaveBeenCalled();
    setVehicle({ facets: [{ api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' }], hasYmm: true }, true);
    expect(vehicleState.getState().hasYmm).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sets cookies on path / through js-cookie', () => {
    setCookie('locator_pickup_location', '4', 1);
    expect(getCookie('locator_pickup_location')).toBe('4');
    removeCookie('locator_pickup_location');
    expect(getCookie('locator_pickup_location')).toBeUndefined();
  });
});
