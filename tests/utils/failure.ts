import * as v from 'valibot';
import { ApiError } from '../../shared/api/errors';

/** The ApiError a call rejects with; fails the test when the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

/**
 * The store's refusal text (an `ApiError` of kind 'store') a call rejects with. Fails the test
 * when the call succeeds, and rethrows any other failure (network, http, malformed) as it is.
 */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await failure(promise);
  if (error instanceof ApiError && error.kind === 'store') return error.message;
  throw error;
}

/**
 * An answer shape that accepts anything, typed `T`: for tests of the client's transport itself
 * (addresses, bodies, retries), where the answer's shape is not what is being tested.
 */
export const anyAnswer = <T = unknown>() => v.custom<T>(() => true);
