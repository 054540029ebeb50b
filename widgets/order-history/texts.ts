import { defineTexts } from '../../shared/texts';

/** The Order History opener: spec 2 §2 / §7, and why it cannot open (the locked POS says the runtime's `posLocked`). */
export const orderHistoryTexts = defineTexts('orderHistory', {
  open: 'Order History',
  title: 'Add Order History',
  noToken: "Order history needs the admin's user_token: open it from the admin's order page.",
});
