import { PlaceholderContent } from '../../shared/ui/PlaceholderContent';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { announcement, DAY, pad, split } from './time';
import { useRemaining } from './useRemaining';
import { useTexts } from '../../shared/texts';
import { countdownTexts } from './texts';
import styles from './countdown.module.css';
import type { CountdownProps } from './props';

export type { CountdownProps };


function Group({ value, unit }: { value: string; unit: string }) {
  return (
    <span className={styles.group}>
      <span className={styles.digits}>{value}</span> <span className={styles.unit}>{unit}</span>
    </span>
  );
}

/** The ":" between groups is drawn by CSS, so the clock reads "02 Hours 03 Minutes", not "02 Hours:03". */
const Colon = () => (
  <span className={styles.colon} aria-hidden="true">
    {' '}
  </span>
);

/**
 * A countdown clock (spec 3 §2, §4). From one day up it shows four groups: days, hours, minutes,
 * seconds. Under 86400 s it hides the days group, leaving hours : minutes : seconds
 * ("hours-only display": hours become the largest unit). At 0 it stops at 00:00:00.
 *
 * The ticking clock is a `timer` (not live, so screen readers are not flooded every second);
 * a separate polite live region announces the time left with minute precision, i.e. at most
 * once a minute.
 */
export function Countdown({ diff, label, fallback }: CountdownProps & WidgetBaseProps) {
  const t = useTexts(countdownTexts);
  // The clock's storage key keeps the English name, so a page in any language finds the same clock.
  const remaining = useRemaining(diff, label || countdownTexts.en.label);
  // No clock to show: the placeholder's own server-rendered content, its nodes moved in.
  if (remaining === undefined) return fallback.nodes.length ? <PlaceholderContent fallback={fallback} /> : null;

  const { days, hours, minutes, seconds } = split(remaining);
  const showDays = remaining >= DAY;

  return (
    <div className={styles.countdown} data-expired={remaining === 0 || undefined}>
      <div role="timer" aria-label={label || t('label')} className={styles.clock}>
        {showDays && (
          <>
            <Group value={pad(days)} unit={t('days', { count: days })} />
            <span className={styles.gap} aria-hidden="true"> </span>
          </>
        )}
        <Group value={pad(hours)} unit={t('hours', { count: hours })} />
        <Colon />
        <Group value={pad(minutes)} unit={t('minutes', { count: minutes })} />
        <Colon />
        <Group value={pad(seconds)} unit={t('seconds', { count: seconds })} />
      </div>
      <p className="pf-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement(remaining)}
      </p>
    </div>
  );
}
