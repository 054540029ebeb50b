import { registerTable } from './core';

/** Payment state and voids (spec 3 §4, spec 2 §7, spec 5 "POS checkout and payments"). Staff. */
export const PAYMENT = {
  paymentTransactions: '/pos/checkout/getTransactions',
  paymentVoidTransaction: '/pos/checkout/voidTransaction',
  paymentVoidTransactions: '/pos/checkout/voidTransactions',
  /** A processor's `action_url` / `void_or_return_url` is sent here with its route and query (shared/api/payment.ts). */
  processorAction: '/index.php',
} as const;

registerTable(PAYMENT, ['paymentVoidTransactions', 'processorAction']);
