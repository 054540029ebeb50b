import { useRef } from 'react';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';
import type { FitmentPart } from '../api/ymm';
import styles from './fitment.module.css';

export interface HeadsUpDialogProps {
  /** The part's fitment answer, or null when the part cannot be checked (no brand or part number). */
  part: FitmentPart | null;
  vehicleChosen: boolean;
  onAnswer: (ok: boolean) => void;
}

/** Why the part is not confirmed, in one sentence (the spec fixes only the title and buttons). */
function reason(part: FitmentPart | null, vehicleChosen: boolean): string {
  if (part?.result === 'no') return "This part doesn't fit the vehicle you selected.";
  if (!part || part.result === 'unknown') return 'We have no fitment information for this part.';
  if (!vehicleChosen) return "You haven't selected a vehicle, so we can't confirm that this part fits.";
  return "We can't confirm that this part fits your vehicle.";
}

/** Spec 1 §2 / §4: the fitment "Heads up!" modal, buttons I Understand and Cancel. */
export function HeadsUpDialog({ part, vehicleChosen, onAnswer }: HeadsUpDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      size="sm"
      title="Heads up!"
      onClose={() => onAnswer(false)}
      // Cancel is the safe default for a part that may not fit.
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button variant="secondary" ref={cancelRef} onClick={() => onAnswer(false)}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => onAnswer(true)}>
            I Understand
          </Button>
        </>
      }
    >
      <p className={styles.headsUpText}>{reason(part, vehicleChosen)}</p>
      {part?.notes ? <p className={styles.notes}>{part.notes}</p> : null}
      <p className={styles.headsUpText}>Please make sure it is the right part before adding it to your cart.</p>
    </Modal>
  );
}
