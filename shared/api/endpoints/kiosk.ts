import { registerTable } from './core';

/** The kiosk (spec 3 §4, §7; spec 5 "Kiosk, forms and content"); its checkout is the POS's too. */
export const KIOSK = {
  kioskVideo: '/tool/kiosk/video',
  /** Kiosk checkout and the POS (spec 3 §4, §7). */
  checkoutCreateOrder: '/index.php?route=checkout/confirm/createOrder',
  /** The kiosk's home page: where get-started and a finished kiosk order lead. */
  pageKioskHome: '/',
} as const;

/** `pageUrl` for the kiosk's pages. */
export const pageUrl = registerTable(KIOSK);
