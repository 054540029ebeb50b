import { useEffect, useId, useState } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { useTexts } from '../../../shared/texts';
import { kioskTexts } from '../texts';
import styles from '../kiosk.module.css';

/** Activity that means someone is at the kiosk. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * A pointer that did not move is no one: browsers send such moves when the page changes under a
 * resting mouse (the dialog appearing under it must not dismiss itself).
 */
const isActivity = (e: Event) => !(e.type === 'pointermove' && (e as PointerEvent).movementX === 0 && (e as PointerEvent).movementY === 0);

/** `m:ss` for a number of milliseconds, rounded up to the second. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 'Are you still there?' with the time left before the kiosk starts over, counting down each
 * second. Any activity anywhere on the page (a touch, a key, the mouse) dismisses it.
 */
export function Prompt({ getRemainingMs, onActivity }: { getRemainingMs: () => number; onActivity: () => void }) {
  const t = useTexts(kioskTexts);
  const [remaining, setRemaining] = useState(getRemainingMs);
  const describedBy = useId();

  useEffect(() => {
    const tick = setInterval(() => setRemaining(getRemainingMs()), 250);
    return () => clearInterval(tick);
  }, [getRemainingMs]);

  useEffect(() => {
    // Listeners are added after the dialog opened, so the event that opened nothing cannot close it.
    const onAny = (e: Event) => {
      if (isActivity(e)) onActivity();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY) document.addEventListener(type, onAny, options);
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, onAny, options);
    };
  }, [onActivity]);

  return (
    <Modal
      open
      onClose={onActivity}
      title={t('promptTitle')}
      size="sm"
      describedBy={describedBy}
      footer={
        <button type="button" className={styles.primary} onClick={onActivity}>
          {t('stillHere')}
        </button>
      }
    >
      <p id={describedBy}>{t('promptText')}</p>
      <p className={styles.countdown} aria-live="off">
        <time dateTime={`PT${Math.max(0, Math.ceil(remaining / 1000))}S`}>{countdownText(remaining)}</time>
      </p>
    </Modal>
  );
}
