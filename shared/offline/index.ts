/**
 * The register when the network drops: whether the store can be reached (one banner
 * says so), the register's own storage (IndexedDB), and the POS cart's outbox that keeps the
 * clerk's changes and sends them, once, when the store answers again. Payments taken offline are
 * the payment domain's (shared/payment), on the same connection and storage.
 */
import { useEffect } from 'react';
import { openCartOutbox } from './cartOutbox';
import { joinRegister } from './oneTab';
import { text } from '../texts';
import { offlineTexts } from './texts';

export { connection, useConnection, isOnline, check, watchConnection, setWaiting, totalWaiting, resetConnection, PROBE_DELAYS_MS, type ConnectionState, type Waiting } from './connection';
export { offlineStore, setOfflineStore, memoryStore, indexedDbStore, storageRefused, useStorageRefused, type OfflineStore } from './storage';
export { OfflineBanner, OFFLINE_LIMIT_MS, T_OFFLINE, T_BACK, T_ALL_SENT, T_NOT_KEPT, waitingText, sendingText } from './OfflineBanner';
export { LineNote } from './LineNote';
export { T_OTHER_TAB, REPLAY_LOCK, oneTabAtATime, otherTabs, useOtherTabsOpen, joinRegister } from './oneTab';
export {
  openCartOutbox,
  lookupPart,
  lineNotes,
  shownKeyOf,
  resetCartOutbox,
  outboxState,
  stored,
  project,
  T_NOT_SENT,
  T_REFUSED,
  T_NOT_SEEN,
  T_WAITING_ORDER,
  NOT_SENT_TOTAL,
  CURRENT_KEY,
  cartKey,
  type SavedCart,
  type LineNote as LineNoteState,
} from './cartOutbox';

/** What still works at the POS cart while the store cannot be reached (the banner says it). */
export const CART_WORKS_OFFLINE = offlineTexts.en.cartWorks;
/** The same, in the store's words or the page's language, when the banner is shown. */
export const cartWorksOffline = (): string => text(offlineTexts, 'cartWorks');

/** The POS cart keeps the register's outbox open while it is on the page, and tells the register's other tabs it is open. */
export function useCartOutbox(): void {
  useEffect(() => openCartOutbox(), []);
  useEffect(() => joinRegister(), []);
}
