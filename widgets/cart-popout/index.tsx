import { mixed, object } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { CartPopout, type CartPopoutProps } from './CartPopout';

/**
 * `<div id="pf-cart-popout">3 item(s) - $84.98</div>` in the navbar (the server-rendered text is
 * shown until the cart is read), or `data-variant="mobile"` for the link to /checkout/cart.
 */
const schema = object({
  variant: mixed<'dropdown' | 'mobile'>().oneOf(['dropdown', 'mobile'], 'data-variant must be "dropdown" or "mobile"').optional(),
}) as never;

export default defineWidget<CartPopoutProps>({ schema, Component: CartPopout });
