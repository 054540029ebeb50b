import { registerTable } from './core';

/** POS orders (spec 2 §7, spec 5 "Orders"). Staff. */
export const ORDERS = {
  orderList: '/api/order',
  orderDelete: '/api/order/delete',
  orderVoid: '/pos/order/void',
  orderHistories: '/pos/order/histories',
  orderStatus: '/sale/order/getOrderStatus',
  orderHistoryAdd: '/pos/order/history',
  orderSendPaymentUrl: '/pos/order/sendPaymentURL',
  orderSend: '/pos/order/send',
  /** A saved order's PO numbers, from POS checkout (spec 3 §7: the cart's applyPoNumber with order_product_id). */
  orderApplyPoNumber: '/pos/order/applyPoNumber',
} as const;

registerTable(ORDERS, ['orderVoid', 'orderDelete', 'orderSend']);
