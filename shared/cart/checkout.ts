import { useState } from 'react';
import type { CheckoutAccount } from '../api/cart';
import { pageUrl } from '../api/endpoints/pages';
import { getSettings, isKioskMode, isStaffMode } from '../config';
import { isFramed, navigation } from '../runtime/navigation';
import { useSingleFlight } from '../ui/useSingleFlight';
import { cartService } from './service';

/** Where a checkout went: the browser left the page, or the site checkout opened in a new tab. */
export type CheckoutOutcome = 'left' | 'newTab';

/**
 * Every Checkout (cart page, cart popout, instant checkout) goes where the mode says
 * (spec 1 §2, spec 3 §2 "/checkout/checkout … opens in a new tab when inside an embedded
 * frame; kiosk and POS go elsewhere"):
 * - POS: the cart is saved as an order and continued at /pos/checkout;
 * - kiosk: the kiosk order is placed (pickup, paid at the counter) and the kiosk home shows it;
 * - the storefront: /checkout/checkout, in a new tab inside a frame. With `account`, the step 1
 *   choice is sent first (POST setCheckoutData), as the cart page does.
 * It waits for the cart calls still under way, so the checkout sees the last quantity entered.
 * A refusal throws (the store's text) and the page stays where it is.
 */
export async function goToCheckout(options: { account?: CheckoutAccount } = {}): Promise<CheckoutOutcome> {
  await cartService.settled();
  const settings = getSettings();
  if (isStaffMode(settings)) {
    await cartService.saveOrderAndCheckout();
    // The POS pages' table arrives with this call: a shopper's page carries no staff route.
    navigation.go((await import('../api/endpoints/pos-pages')).pageUrl('pagePosCheckout'));
    return 'left';
  }
  if (isKioskMode(settings)) {
    // Loaded only in kiosk mode: a storefront page downloads no kiosk code.
    const { placeKioskOrder } = await import('../kiosk');
    await placeKioskOrder();
    return 'left';
  }
  if (options.account) await cartService.setCheckoutData({ account: options.account });
  const url = pageUrl('pageCheckout');
  if (isFramed()) {
    window.open(url, '_blank', 'noopener');
    return 'newTab';
  }
  navigation.go(url);
  return 'left';
}

/**
 * A Checkout button's click: one checkout per click burst; in POS and the kiosk the button stays
 * busy once the browser is on its way (a second click sends nothing); a refusal is kept in
 * `error` for the screen to show, and cleared by the next click.
 */
export function useGoToCheckout(options: { account?: CheckoutAccount; onNewTab?: () => void } = {}) {
  const [error, setError] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const [run, going] = useSingleFlight(async () => {
    if (leaving) return;
    setError(null);
    try {
      const outcome = await goToCheckout({ account: options.account });
      if (outcome === 'newTab') options.onNewTab?.();
      // The site checkout in this tab leaves as before; POS and kiosk keep the button busy until the page changes.
      else if (isStaffMode(getSettings()) || isKioskMode(getSettings())) setLeaving(true);
    } catch (e) {
      setError(e);
    }
  });
  return { go: () => void run(), busy: going || leaving, error };
}
