import { number, object, optionalOrBlank, string, withDefault } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="countdown" data-diff="93784" data-label="Sale ends in">Sale ends Friday</div>`
 *
 * - `data-diff` (optional): seconds left. Without it (or empty) the clock does not start and the
 *   server-rendered content stays. A negative diff counts as 0.
 * - `data-label` (optional; without it the catalog's `countdown.label`, "Time remaining"): the clock's accessible name.
 */
export const schema = object({
  diff: optionalOrBlank(number('data-diff must be a number of seconds')),
  label: withDefault(string(), ''),
});

/** The widget's props, described once: by the schema above. */
export type CountdownProps = PropsOf<typeof schema>;
