import { notifyError } from '../../shared/ui';
import { changeFailure } from './texts';

/** The error toast of a failed price or labor change: the spec's text, then the store's reason. */
export function failureToast(error: unknown, refused: string): void {
  const { text, reason } = changeFailure(error, refused);
  notifyError(
    reason ? (
      <>
        <span>{text}</span> <span>{reason}</span>
      </>
    ) : (
      text
    ),
  );
}

/**
 * The store's success message, shown once: a toast is already headed "Success!", so the store's own
 * "Success: " at the start is left out ("Success: You have added Shop towels…" → "You have added Shop towels…").
 */
export const storeSuccess = (text: string | undefined, fallback: string): string => (text ?? '').replace(/^\s*Success!?:?\s*/i, '').trim() || fallback;
