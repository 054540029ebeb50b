import { object, oneOf, optional } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div id="pf-cart-popout">3 item(s) - $84.98</div>` in the navbar (the server-rendered text is
 * shown until the cart is read), or `data-variant="mobile"` for the link to /checkout/cart.
 */
export const schema = object({
  variant: optional(oneOf(['dropdown', 'mobile'], 'data-variant must be "dropdown" or "mobile"')),
});

/** The widget's props, described once: by the schema above. */
export type CartPopoutProps = PropsOf<typeof schema>;
