import { useEffect, useState } from 'react';
import { totalWaiting, useConnection } from './connection';
import { useStorageRefused } from './storage';
import styles from './offline.module.css';
import { T_OTHER_TAB, useOtherTabsOpen } from './oneTab';

/**
 * How long a register may stay offline (README "When the network drops"): a day of changes and
 * cash kept on this register. Past it the banner says to have the waiting sales checked.
 */
export const OFFLINE_LIMIT_MS = 24 * 60 * 60 * 1000;
/** How long "Back online" stays once everything has been sent. */
export const BACK_ONLINE_SHOWN_MS = 8000;

export const T_OFFLINE = 'Offline: the store cannot be reached.';
export const T_BACK = 'Back online.';
export const changesText = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
export const waitingText = (n: number) =>
  n ? `${changesText(n)} not yet sent: kept on this register and sent by themselves when the store answers.` : 'Nothing is waiting to be sent.';
export const sendingText = (n: number) => `Sending ${changesText(n)} that waited…`;
export const T_ALL_SENT = 'Everything that waited has been sent.';
/** Said once, in the banner, where the browser refuses the register its storage (README "When the network drops"). */
export const T_NOT_KEPT =
  'This browser does not let the register keep changes on this device: everything works as usual while the store answers, but changes made while the connection is down are kept only until this page is reloaded or closed.';
export const T_TOO_LONG = 'Changes have waited more than 24 hours: have the waiting sales checked with the store as soon as it answers.';

/**
 * The register's ONE word on the connection (role=status, polite): offline it says what still
 * works on this screen (`works`) and how much waits; back online it says so while the waiting
 * changes go out, then that everything was sent, and then it is empty. The status element is
 * always in the page, so screen readers hear each change.
 */
export function OfflineBanner({ works }: { works: string }) {
  const online = useConnection((s) => s.online);
  const backAt = useConnection((s) => s.backAt);
  const waiting = useConnection((s) => totalWaiting(s.waiting).count);
  const since = useConnection((s) => totalWaiting(s.waiting).since);
  const otherTabOpen = useOtherTabsOpen();
  const [now, setNow] = useState(() => Date.now());
  const recentlyBack = online && backAt !== null && now - backAt < BACK_ONLINE_SHOWN_MS;

  // Re-render when "Back online" should go away.
  useEffect(() => {
    if (!online || backAt === null || waiting > 0) return;
    const left = BACK_ONLINE_SHOWN_MS - (Date.now() - backAt);
    setNow(Date.now());
    if (left <= 0) return;
    const t = setTimeout(() => setNow(Date.now()), left + 10);
    return () => clearTimeout(t);
  }, [online, backAt, waiting]);

  const tooLong = since !== null && now - since > OFFLINE_LIMIT_MS;
  // One sentence, in whichever box is shown (or alone): the register works, it only cannot keep.
  const notKept = useStorageRefused() ? <p className={styles.text}>{T_NOT_KEPT}</p> : null;
  let body = notKept && <div className={styles.kept}>{notKept}</div>;
  if (!online) {
    body = (
      <div className={styles.offline}>
        <p className={styles.title}>{T_OFFLINE}</p>
        <p className={styles.text}>{works}</p>
        <p className={styles.text}>{waitingText(waiting)}</p>
        {tooLong && <p className={styles.text}>{T_TOO_LONG}</p>}
        {notKept}
      </div>
    );
  } else if (waiting > 0) {
    // Back online, or opened again (a reload) with changes kept from before.
    body = (
      <div className={styles.back}>
        {backAt !== null && <p className={styles.title}>{T_BACK}</p>}
        <p className={styles.text}>{sendingText(waiting)}</p>
        {notKept}
      </div>
    );
  } else if (recentlyBack) {
    body = (
      <div className={styles.back}>
        <p className={styles.title}>{T_BACK}</p>
        <p className={styles.text}>{T_ALL_SENT}</p>
        {notKept}
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className={styles.banner} data-pf-connection={online ? 'online' : 'offline'}>
      {body}
      {otherTabOpen && <p className={styles.text}>{T_OTHER_TAB}</p>}
    </div>
  );
}
