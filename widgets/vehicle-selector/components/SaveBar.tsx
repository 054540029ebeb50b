import { errorText } from '../../../shared/api/errors';
import { Button } from '../../../shared/ui/Button';
import { useTexts } from '../../../shared/texts';
import styles from '../vehicle-selector.module.css';
import { vehicleSelectorTexts } from '../texts';

/** The form's submit button and the save error, if any. */
export function SaveBar({ ready, busy, error }: { ready: boolean; busy: boolean; error: unknown }) {
  const t = useTexts(vehicleSelectorTexts);
  return (
    <div className={styles.actions}>
      <Button type="submit" className={styles.save} disabled={!ready} busy={busy}>
        {t('save')}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error, t('saveFailed'))}
        </p>
      ) : null}
    </div>
  );
}
