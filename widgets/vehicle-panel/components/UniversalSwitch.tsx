import { useTexts } from '../../../shared/texts';
import styles from '../vehicle-panel.module.css';
import { vehiclePanelTexts } from '../texts';

/** "Show universal parts" as a WAI-ARIA switch. */
export function UniversalSwitch({ on, busy, onToggle }: { on: boolean; busy: boolean; onToggle: () => void }) {
  const t = useTexts(vehiclePanelTexts);
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.switch} onClick={onToggle} disabled={busy} aria-busy={busy || undefined}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {t('universal')}
    </button>
  );
}
