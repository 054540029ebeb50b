import { setCartOutbox, setCartView, type CartOutbox } from '../cart';
import { getCart } from '../api/cart';
import { connection, watchConnection } from './connection';
import { initialOutbox, ob, outbox, setOb } from './outboxState';
import { flushed, lineNotes, submit, view } from './outboxTake';
import { restore } from './outboxStorage';
import { drain, read } from './outboxReplay';
import { loadParts } from './partsCache';

/** The outbox the cart domain sends the register's changes through. */
const cartOutbox = { submit, flushed } as CartOutbox;

/**
 * Opens the register's outbox (the POS cart does while mounted): the cart domain sends the
 * changes through it, the store's carts are shown with the kept changes on top, the connection is
 * watched (probe: the cart's getData), what was kept before a reload comes back, and going back
 * online sends what waited. Returns the function that closes it.
 */
export function openCartOutbox(): () => void {
  const users = ob().users;
  setOb({ users: users + 1 });
  if (users === 0) {
    setCartView(view);
    setCartOutbox(cartOutbox);
    const stopWatch = watchConnection(() => getCart());
    const stopListening = connection.subscribe((s, prev) => {
      if (!s.online || prev.online) return;
      // Back: read the cart again (the screen then shows the store's answer) and send what waited.
      setOb({ needRead: true });
      if (ob().ops.length) {
        setOb({ replaying: true });
        void drain();
      } else void read().then(() => setOb({ needRead: false }), () => undefined);
    });
    setOb({ stopWatch, stopListening });
    void loadParts();
    // Read back before a record with nothing waiting is written (./outboxStorage.ts, save).
    const reading: Promise<void> = restore().finally(() => {
      if (ob().restoring === reading) setOb({ restoring: null });
    });
    setOb({ restoring: reading });
    // Ask the browser to keep the register's storage rather than clear it under disk pressure.
    void navigator.storage?.persist?.().catch(() => undefined);
  }
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    const left = ob().users - 1;
    setOb({ users: left });
    if (left > 0) return;
    setCartView(null);
    setCartOutbox(null);
    ob().stopWatch?.();
    ob().stopListening?.();
    setOb({ stopWatch: null, stopListening: null });
  };
}

/** Tests: forgets everything in memory (storage is the test's own). */
export function resetCartOutbox(): void {
  const { epoch, retryTimer, users, stopWatch, stopListening } = ob();
  if (retryTimer) clearTimeout(retryTimer);
  // Whether the register is open is the POS cart's to say: a reset keeps it as it is.
  outbox.setState({ ...initialOutbox(epoch + 1), users, stopWatch, stopListening }, true);
  lineNotes.setState({ notes: {} }, true);
}

/** Tests: what is kept now. */
export const outboxState = () => {
  const { confirmed, ops, refused, keyMap, replaying } = ob();
  return { confirmed, ops: [...ops], refused: [...refused], keyMap: { ...keyMap }, replaying };
};
