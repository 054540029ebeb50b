import type { Product } from '../api/shapes/product';
import type { Settings } from './settings';

/**
 * Who may do what, from the store settings: one place for the rules every widget follows
 * (spec 1 §4 "Cart customer", §6 "Roles"; spec 3 §2 modes).
 */

/** The cart and checkout are for logged-in customers, and for guests when guest checkout is allowed. */
export const mayCheckOut = (settings: Pick<Settings, 'guestCheckout' | 'customer'>): boolean =>
  settings.guestCheckout || settings.customer.loggedIn;

/** Guest checkout off and nobody logged in: add-to-cart becomes a link to /account/login. */
export const mustLogIn = (settings: Pick<Settings, 'guestCheckout' | 'customer'>): boolean => !mayCheckOut(settings);

/** The shopper's add-to-cart and compare buttons are hidden in POS mode and with the no-price template. */
export const showsShopperButtons = (settings: Pick<Settings, 'mode' | 'pricing'>): boolean =>
  settings.mode !== 'pos' && !settings.pricing.noPriceTemplate;

/** Can be put in the cart online (else the page offers Contact Us). Only an explicit `false` says no. */
export const isOrderable = (product: { is_orderable?: boolean | null }): boolean => product.is_orderable !== false;

/** In listings, a product with required options links to its page instead of adding. */
export const needsProductPage = (product: Pick<Product, 'requires_options'>): boolean => Boolean(product.requires_options);

/** Staff screens (customers, orders, POS cart and checkout) work only in POS mode. */
export const isStaffMode = (settings: Pick<Settings, 'mode'>): boolean => settings.mode === 'pos';

export const isKioskMode = (settings: Pick<Settings, 'mode'>): boolean => settings.mode === 'kiosk';

/** Staff screens show the locked view while the POS is locked. */
export const isPosLocked = (settings: Pick<Settings, 'mode' | 'posLocked'>): boolean => isStaffMode(settings) && settings.posLocked;
