import type { Store } from '../api/shapes/locations';
import { findDealer, resetStore } from '../api/locations';
import { getCookie, removeCookie, setCookie } from '../runtime/cookies';
import { emit } from '../runtime/events';
import { PICKUP_COOKIE, PICKUP_DAYS } from './constants';
import { withFirstEmail } from './stores';

/** The id of the store the shopper chose (the pickup-location cookie), if any. */
export const selectedStoreId = (): string | undefined => getCookie(PICKUP_COOKIE) || undefined;

/**
 * Chooses `store` for pickup (spec 1 §4): the store confirms it with find_dealer, then the
 * pickup-location cookie is saved and theme code hears `pf:store-selected` with the store.
 * A refusal throws (nothing is saved). Resolves to the store's own name and address.
 */
export async function chooseStore(store: Store): Promise<{ location_name: string; address: string }> {
  const found = await findDealer(store.location_id);
  setCookie(PICKUP_COOKIE, String(store.location_id), PICKUP_DAYS);
  emit('pf:store-selected', withFirstEmail(store));
  return { location_name: found.location_name || store.location_name, address: found.address || store.address };
}

/** Forgets the chosen store: reset_store, then the cookie; theme code hears `pf:store-selected` with `null`. */
export async function forgetStore(): Promise<void> {
  await resetStore();
  removeCookie(PICKUP_COOKIE);
  emit('pf:store-selected', null);
}
