import { number, object, string } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { Countdown, type CountdownProps } from './Countdown';

/**
 * `<div data-pf-widget="countdown" data-diff="93784" data-label="Sale ends in">Sale ends Friday</div>`
 *
 * - `data-diff` (optional): seconds left. Without it (or empty) the clock does not start and the
 *   server-rendered content stays. A negative diff counts as 0.
 * - `data-label` (optional, default "Time remaining"): the clock's accessible name.
 */
const schema = object({
  diff: number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError('data-diff must be a number of seconds')
    .optional(),
  label: string().default('Time remaining'),
}) as never;

export default defineWidget<CountdownProps>({ schema, Component: Countdown });
