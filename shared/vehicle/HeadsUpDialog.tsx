import { useRef } from 'react';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';
import type { FitmentPart } from '../api/ymm';
import { text, useTexts } from '../texts';
import { fitmentDetailsTexts } from './details/texts';
import styles from './fitment.module.css';

export interface HeadsUpDialogProps {
  /** The part's fitment answer, or null when the part cannot be checked (no brand or part number). */
  part: FitmentPart | null;
  vehicleChosen: boolean;
  onAnswer: (ok: boolean) => void;
}

/** Why the part is not confirmed, in one sentence (the spec fixes only the title and buttons). */
function reason(part: FitmentPart | null, vehicleChosen: boolean): string {
  if (part?.result === 'no') return text(fitmentDetailsTexts, 'reasonNoFit');
  if (!part || part.result === 'unknown') return text(fitmentDetailsTexts, 'reasonNoInfo');
  if (!vehicleChosen) return text(fitmentDetailsTexts, 'reasonNoVehicle');
  return text(fitmentDetailsTexts, 'reasonUnconfirmed');
}

/** Spec 1 §2 / §4: the fitment "Heads up!" modal, buttons I Understand and Cancel. */
export function HeadsUpDialog({ part, vehicleChosen, onAnswer }: HeadsUpDialogProps) {
  const t = useTexts(fitmentDetailsTexts);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      size="sm"
      title={t('headsUp')}
      onClose={() => onAnswer(false)}
      // Cancel is the safe default for a part that may not fit.
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button variant="secondary" ref={cancelRef} onClick={() => onAnswer(false)}>
            {t('cancel')}
          </Button>
          <Button variant="primary" onClick={() => onAnswer(true)}>
            {t('understand')}
          </Button>
        </>
      }
    >
      <p className={styles.headsUpText}>{reason(part, vehicleChosen)}</p>
      {part?.notes ? <p className={styles.notes}>{part.notes}</p> : null}
      <p className={styles.headsUpText}>{t('makeSure')}</p>
    </Modal>
  );
}
