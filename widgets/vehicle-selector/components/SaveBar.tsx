import { errorText } from '../../../shared/api/errors';
import { Button } from '../../../shared/ui/Button';
import styles from '../vehicle-selector.module.css';

/** The form's submit button and the save error, if any. */
export function SaveBar({ ready, busy, error }: { ready: boolean; busy: boolean; error: unknown }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" className={styles.save} disabled={!ready} busy={busy}>
        Save Vehicle
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error, 'Your vehicle could not be saved. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
