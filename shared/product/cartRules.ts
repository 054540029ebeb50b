import type { Settings } from '../config/settings';
import type { Product } from '../api/types';

/**
 * Who may buy what, from the store settings (spec 1 §4 "Cart customer", §6 "Roles").
 * Shared by the product page and the listings so both follow the same rules.
 */

/** Guest checkout off and nobody logged in: add-to-cart becomes a link to /account/login. */
export const mustLogIn = (settings: Pick<Settings, 'guestCheckout' | 'customer'>): boolean =>
  !settings.guestCheckout && !settings.customer.loggedIn;

/** The shopper's add-to-cart and compare buttons are hidden in POS mode and with the no-price template. */
export const showsShopperButtons = (settings: Pick<Settings, 'mode' | 'pricing'>): boolean =>
  settings.mode !== 'pos' && !settings.pricing.noPriceTemplate;

/** Can be put in the cart online (else the page offers Contact Us). */
export const isOrderable = (product: Pick<Product, 'is_orderable'>): boolean => product.is_orderable !== false;

/** In listings, a product with required options links to its page instead of adding. */
export const needsProductPage = (product: Pick<Product, 'requires_options'>): boolean => Boolean(product.requires_options);
