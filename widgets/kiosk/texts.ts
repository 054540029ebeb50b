/** Spec 3 §2, §4: the kiosk's own words. */
export const PROMPT_TITLE = 'Are you still there?';
export const WARMING_UP = 'Warming up the engine...';
/** The texts the spec leaves open. */
export const GET_STARTED = 'Get Started';
export const STILL_HERE = "I'm still here";
export const LINK_BLOCKED = 'Links to other websites are not available on this kiosk.';
export const ORDER_PLACED_TITLE = 'Thank you for your order!';
export const ORDER_NUMBER_LABEL = 'Your order number';
export const PAY_AT_COUNTER = 'Pay at the counter';
export const AMOUNT_TO_PAY = 'Amount to pay';
export const orderPlacedText = (orderId: string | number, total = '') =>
  `Give order number ${orderId} at the counter to pay${total ? ` ${total}` : ''} and pick up your parts.`;
export const ORDER_DONE = 'Done';
