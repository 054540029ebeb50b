/** Store settings (`#pf-config`) and the rules derived from them. */
export { getSettings, parseSettings, resetSettings, DEFAULT_SETTINGS, type Settings, type Mode, type PaymentType } from './settings';
export { useSettings } from './useSettings';
export { mayCheckOut, mustLogIn, showsShopperButtons, isOrderable, needsProductPage, isStaffMode, isKioskMode, isPosLocked } from './policies';
