/**
 * The store locator domain: its constants, the nearby search (preferred first, at most 3, 'Show
 * all'), the shopper's position, and choosing or forgetting a pickup store. Used by the
 * dealer-locator widget and the POS ship-to-store panel.
 */
export {
  NEAR,
  SHOW_ALL_MILES,
  SHOWN_STORES,
  NOT_FOUND,
  INVALID_ZIP,
  DISTANCE,
  MAP_ZOOM,
  PICKUP_COOKIE,
  PICKUP_DAYS,
  FILTER_COOKIE,
  FILTER_DAYS,
  POPUP_COOKIE,
  POPUP_DAYS,
} from './constants';
export { locatorTexts } from './texts';
export { preferredFirst, shownStores, searchDistance, nearbyQuery, withFirstEmail, stocking, type Coords } from './stores';
export { currentPosition } from './position';
export { selectedStoreId, chooseStore, forgetStore } from './choose';
export { useNearbyStores } from './useNearbyStores';
export { useShopperPosition } from './usePosition';
export { useStoresWithProduct, type StoresWithProduct } from './useStoresWithProduct';
