import { registerTable } from './core';

/** POS checkout tenders (spec 5 "POS checkout and payments"). Staff. */
export const TENDERS = {
  posAddPayment: '/pos/checkout/addPayment',
  posGetVoucher: '/pos/checkout/getVoucher',
  posCheckoutSetCustomer: '/pos/checkout/setCustomer',
  cartSetPaymentData: '/checkout/cart/setPaymentData',
} as const;

registerTable(TENDERS);
