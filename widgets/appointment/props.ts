import { integer, number, object, pipe, positive, required } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-appointment" data-order-id="123"></div>`, or a trigger
 * `<button data-pf-open="appointment" data-order-id="123">` (the dialog opens on click).
 */
export const schema = object({
  orderId: required(pipe(number('data-order-id must be a number'), integer(), positive()), 'data-order-id is required'),
});

export type AppointmentProps = PropsOf<typeof schema>;
