import { useEffect, useState } from 'react';
import { totalWaiting, useConnection } from './connection';
import { useStorageRefused } from './storage';
import styles from './offline.module.css';
import { useOtherTabsOpen } from './oneTab';
import { text, useTexts } from '../texts';
import { offlineTexts } from './texts';

/**
 * How long a register may stay offline (README "When the network drops"): a day of changes and
 * cash kept on this register. Past it the banner says to have the waiting sales checked.
 */
export const OFFLINE_LIMIT_MS = 24 * 60 * 60 * 1000;
/** How long "Back online" stays once everything has been sent. */
export const BACK_ONLINE_SHOWN_MS = 8000;

/** The banner's English texts (./texts has them all, a store's words and the page's language). */
export const T_OFFLINE = offlineTexts.en.offline;
export const T_BACK = offlineTexts.en.back;
export const waitingText = (n: number) => (n ? text(offlineTexts, 'waiting', { count: n }) : text(offlineTexts, 'nothingWaiting'));
export const sendingText = (n: number) => text(offlineTexts, 'sending', { count: n });
export const T_ALL_SENT = offlineTexts.en.allSent;
/** Said once, in the banner, where the browser refuses the register its storage (README "When the network drops"). */
export const T_NOT_KEPT = offlineTexts.en.notKept;
export const T_TOO_LONG = offlineTexts.en.tooLong;

/**
 * The register's ONE word on the connection (role=status, polite): offline it says what still
 * works on this screen (`works`) and how much waits; back online it says so while the waiting
 * changes go out, then that everything was sent, and then it is empty. The status element is
 * always in the page, so screen readers hear each change.
 */
export function OfflineBanner({ works }: { works: string }) {
  const t = useTexts(offlineTexts);
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
  const notKept = useStorageRefused() ? <p className={styles.text}>{t('notKept')}</p> : null;
  let body = notKept && <div className={styles.kept}>{notKept}</div>;
  if (!online) {
    body = (
      <div className={styles.offline}>
        <p className={styles.title}>{t('offline')}</p>
        <p className={styles.text}>{works}</p>
        <p className={styles.text}>{waitingText(waiting)}</p>
        {tooLong && <p className={styles.text}>{t('tooLong')}</p>}
        {notKept}
      </div>
    );
  } else if (waiting > 0) {
    // Back online, or opened again (a reload) with changes kept from before.
    body = (
      <div className={styles.back}>
        {backAt !== null && <p className={styles.title}>{t('back')}</p>}
        <p className={styles.text}>{sendingText(waiting)}</p>
        {notKept}
      </div>
    );
  } else if (recentlyBack) {
    body = (
      <div className={styles.back}>
        <p className={styles.title}>{t('back')}</p>
        <p className={styles.text}>{t('allSent')}</p>
        {notKept}
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className={styles.banner} data-pf-connection={online ? 'online' : 'offline'}>
      {body}
      {otherTabOpen && <p className={styles.text}>{t('otherTab')}</p>}
    </div>
  );
}
