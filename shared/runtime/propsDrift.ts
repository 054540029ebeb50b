import type { GenericSchema } from 'valibot';
import { inspect } from '../api/parse';
import { noteDrift } from '../api/drift';

/**
 * Names in the drift log, as `NAME props`, each part of a widget's `data-pf-props` that did not
 * read and was dropped (defineWidget imports this only when its parse dropped something: the
 * answers' reader and valibot stay off a page whose widgets never call the store).
 */
export function notePropsDrift(schema: GenericSchema, raw: unknown, name: string): void {
  for (const difference of inspect(schema, raw).dropped) noteDrift(`${name} props`, difference.path, difference.came, false);
}
