import { afterEach, describe, expect, it } from 'vitest';
import { applyModeSwitch, clearSwitches, readSwitches } from '../../preview/switches';

/** The staff notice's link on a preview page turns the preview to POS mode. */
const at = (path: string) => window.history.replaceState(null, '', path);
afterEach(() => {
  at('/');
  clearSwitches();
});

describe('preview: ?switch-mode=', () => {
  it('saves the mode like the Switches panel and drops the parameter from the address', () => {
    at('/preview/widget.html?w=pos-cart&switch-mode=pos');
    applyModeSwitch();
    expect(readSwitches()).toMatchObject({ mode: 'pos', guestCheckout: true, loggedIn: false });
    expect(location.pathname + location.search).toBe('/preview/widget.html?w=pos-cart');
  });

  it('ignores a mode the store does not have', () => {
    at('/preview/widget.html?w=pos-cart&switch-mode=admin');
    applyModeSwitch();
    expect(readSwitches().mode).toBe('storefront');
    expect(location.search).toBe('?w=pos-cart&switch-mode=admin');
  });
});
