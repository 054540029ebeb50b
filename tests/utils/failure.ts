import type { ApiError } from '../../shared/api/errors';

/** The ApiError a call rejects with; fails the test when the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}
