import { registerTable } from './core';

/** Locations, the dealer locator and the store choice (spec 1 §7, spec 3 §7). Storefront. */
export const LOCATIONS = {
  geocodeZip: '/api/location/setGeolocationFromZipCode',
  locations: '/api/location/getLocations',
  findDealer: '/index.php?route=module/dealer_locator/find_dealer',
  resetStore: '/index.php?route=module/dealer_locator/reset_store',
  clearSession: '/account/logout/clearSession',
  /** The dealer locator's data source when `locator.dataSourceUrl` is not set. */
  dealerDataSource: '/index.php?route=module/dealer_locator/search',
} as const;

registerTable(LOCATIONS, ['clearSession', 'resetStore']);
