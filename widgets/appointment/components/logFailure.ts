import { ApiError } from '../../../shared/api/errors';

/**
 * Spec 3 §8: an appointment call's network error "is only logged". The screen still says the call
 * failed (nothing typed is lost); the failure is also written to the console for the store's staff.
 * A store refusal is shown as the store wrote it and is not logged; a superseded call is nothing.
 */
export function logFailure(what: string, error: unknown): void {
  if (error instanceof ApiError && (error.kind === 'store' || error.kind === 'aborted')) return;
  console.warn(`Partsfront: ${what}`, error);
}
