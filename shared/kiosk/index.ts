/**
 * The kiosk domain (spec 3 §2, §4, §6): resetting the visitor when the kiosk goes idle, the
 * kiosk checkout (pickup, paid at the counter) with its order number kept for the home page, the
 * restricted mode that keeps visitors on the store's site, and the idle and prompt timers.
 */
export { resetVisitor, clearPersonalStorage, clearPersonalCookies, KEPT_COOKIES } from './reset';
export { placeKioskOrder, takePlacedOrder, PLACED_ORDER_KEY, type PlacedOrder } from './checkout';
export { startSession, sessionStarted, SESSION_KEY } from './session';
export { leavesSite, useRestrictedLinks } from './restricted';
export { kioskTimers, pageTimers, type KioskTimers } from './timers';
