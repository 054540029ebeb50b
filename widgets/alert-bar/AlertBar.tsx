import { useState } from 'react';
import { PlaceholderContent } from '../../shared/ui/PlaceholderContent';
import { getCookie, setCookie } from '../../shared/runtime/cookies';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useTexts } from '../../shared/texts';
import { alertBarTexts } from './texts';
import styles from './alert-bar.module.css';
import type { AlertBarProps } from './props';

export type { AlertBarProps };


/** Cookie `alert{id}` = `hide` keeps a dismissed alert hidden (spec 3 §3). */
export const cookieName = (alertId: string) => `alert${alertId}`;

/**
 * A dismissible alert bar. Its message is the server-rendered content of the placeholder (plain
 * markup is moved in as the page parsed it; anything else is sanitised: PlaceholderContent).
 * Closing remembers the dismissal only when the alert has an id and a positive number of days.
 */
export function AlertBar({ alertId, days, fallback }: AlertBarProps & WidgetBaseProps) {
  const t = useTexts(alertBarTexts);
  const [open, setOpen] = useState(() => !(alertId && getCookie(cookieName(alertId)) === 'hide'));
  if (!open) return null;

  const close = () => {
    if (alertId && days !== undefined && days > 0) setCookie(cookieName(alertId), 'hide', days);
    setOpen(false);
  };

  return (
    <div className={styles.bar} role="region" aria-label={t('region')}>
      <PlaceholderContent className={styles.message} fallback={fallback} />
      <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
