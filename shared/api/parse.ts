import * as v from 'valibot';
import { ApiError } from './errors';
import type { Shape } from './shape';

/**
 * Reads an answer through its schema. Unknown keys are left out (a store may send more than the
 * docs say); a missing required field or a wrong type is a `malformed` failure, which every widget
 * shows like any other failure of the store: a message, Retry or the form kept, nothing cleared.
 * The first problem is written to the console for the store's engineers.
 */
export function parseAnswer(name: string, shape: Shape | undefined, answer: unknown): unknown {
  if (!shape) throw new ApiError('malformed', `No answer shape is declared for ${name}.`, 0, {}, answer);
  const result = v.safeParse(shape, answer);
  if (result.success) return result.output;
  const issue = result.issues[0];
  console.warn(`Partsfront: the store's answer to ${name} does not match its documented shape at ${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
  throw new ApiError('malformed', 'The store sent an answer that could not be read.', 0, {}, answer);
}
