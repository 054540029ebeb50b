/**
 * The POS register's cart outbox. While the register is open every change the clerk
 * can make without the store — a scan's add of a part looked up before, a quantity, a removal,
 * PO numbers, a custom product — goes through here, in the order it was made:
 *
 * - online, each is sent in its turn exactly as before and its caller gets the store's answer;
 * - when the store cannot be reached (or a change's answer is lost on the way) the change is
 *   kept: the screen shows it at once on top of the cart the store last confirmed, its line
 *   marked "Not yet sent", and its caller gets that cart;
 * - everything is kept in the register's storage (IndexedDB) per order — the store's last cart,
 *   the changes since, the refusals — so a reload or a tab opened later shows the same screen;
 * - back online it REPLAYS: the cart is read again first, and each kept change sends only what
 *   is still needed to reach what the clerk saw (a line's quantity, never another "add one";
 *   a removal only when the line is still there; a custom product only when the store has no
 *   such new line), so a change whose answer was lost is never applied twice;
 * - a change the store refuses on replay stays on its line with the store's words (a refused
 *   add keeps its line, marked), until the clerk removes it or changes the line again.
 *
 * Its parts, each in its own file, share one state (./outboxState.ts):
 * - ./project.ts: the cart shown, the store's cart with the kept changes on top (pure);
 * - ./outboxTake.ts: a clerk's change becomes a kept one;
 * - ./outboxReplay.ts: sending them in order, and the replay;
 * - ./outboxStorage.ts: the register's storage, merged with the register's other tabs;
 * - ./partsCache.ts: the parts the register looked up;
 * - ./register.ts: opening and closing the register.
 */
import { text } from '../texts';
import { offlineTexts } from './texts';

export type { Op, SavedCart } from './outboxState';
export { project, NOT_SENT_TOTAL, type LineNote, type Projection } from './project';
export { lineNotes, T_WAITING_ORDER } from './outboxTake';
export { shownKeyOf } from './outboxReplay';
export { CURRENT_KEY, cartKey, stored, merge } from './outboxStorage';
export { lookupPart, PRODUCTS_KEY, PRODUCTS_KEPT, T_NOT_SEEN } from './partsCache';
export { openCartOutbox, resetCartOutbox, outboxState } from './register';

export const T_NOT_SENT = offlineTexts.en.notSent;
export const T_REFUSED = (said: string) => text(offlineTexts, 'refused', { text: said });
