import { defineTexts } from '../../shared/texts';

/** Spec 3 §2, §4: the kiosk's own words (prompt, splash, order screen), and those the spec leaves open. */
export const kioskTexts = defineTexts('kiosk', {
  promptTitle: 'Are you still there?',
  promptText: 'The kiosk will start over for the next customer in',
  stillHere: "I'm still here",
  welcome: 'Welcome',
  getStarted: 'Get Started',
  warmingUp: 'Warming up the engine...',
  linkBlocked: 'Links to other websites are not available on this kiosk.',
  orderPlacedTitle: 'Thank you for your order!',
  orderNumber: 'Your order number',
  amountToPay: 'Amount to pay',
  payAtCounter: 'Pay at the counter',
  orderPlaced: 'Give order number {orderId} at the counter to pay and pick up your parts.',
  orderPlacedTotal: 'Give order number {orderId} at the counter to pay {total} and pick up your parts.',
  done: 'Done',
});
