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

/** The store's success sentence, or `fallback` when it sent none (the toast drops its "Success:" itself). */
export const storeSuccess = (text: string | undefined, fallback: string): string => text?.trim() || fallback;
