import { object } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/** `<div id="pf-pos-cart"></div>` on the POS cart page: no props, the cart comes from getData. */
export const schema = object({});

export type PosCartProps = PropsOf<typeof schema>;
