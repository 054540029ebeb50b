import { number, object } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { ReadMore, type ReadMoreProps } from './ReadMore';

/**
 * `<div data-pf-widget="read-more" data-lines="3">Server-rendered text or HTML</div>`
 *
 * - `data-lines` (optional, default 3): how many lines show while collapsed.
 */
const schema = object({
  lines: number()
    .typeError('data-lines must be a number')
    .integer('data-lines must be a whole number')
    .min(1, 'data-lines must be at least 1')
    .default(3),
}) as never;

export default defineWidget<ReadMoreProps>({ schema, Component: ReadMore });
