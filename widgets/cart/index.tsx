import { object } from '../../shared/runtime/props';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { CartPage } from './CartPage';

/** `<div id="pf-cart"></div>` on /checkout/cart. No props: the cart comes from getData. */
const schema = object({});

export default defineWidget({ schema, Component: CartPage });
