import { integer, min, number, object, pipe, withDefault } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="read-more" data-lines="3">Server-rendered text or HTML</div>`
 *
 * - `data-lines` (optional, default 3): how many lines show while collapsed.
 */
export const schema = object({
  lines: withDefault(pipe(number('data-lines must be a number'), integer('data-lines must be a whole number'), min(1, 'data-lines must be at least 1')), 3),
});

/** The widget's props, described once: by the schema above. */
export type ReadMoreProps = PropsOf<typeof schema>;
