import { registerTable } from './core';

/** The POS and back-office pages the staff widgets send the browser to (spec 2 §2, spec 3 §2). Staff. */
export const POS_PAGES = {
  pagePosCheckout: '/pos/checkout',
  pagePosReceipt: '/pos/order/receipt',
  pagePosOrderView: '/pos/order/view',
  pagePosOrders: '/pos/order',
  pagePosOrderContinue: '/pos/order/continue',
  pagePosInvoice: '/pos/order/invoice',
  /** The admin's order page; View in Admin adds order_id and the page's user_token. */
  pageAdminOrder: '/admin/index.php?route=sale/order/info',
  /** Where POS checkout sends the browser when there is no order (spec 3 §2). */
  pageCatalog: '/product/catalog',
  /** Where POS checkout goes once the order is confirmed (spec 3 §2 "Target of the Done action"). */
  pagePosDone: '/pos/order/done',
  /** The customer pages (spec 2 §2). */
  pageCustomerList: '/pos/customer',
  pageCustomerAdd: '/pos/customer/add',
  pageCustomerEdit: '/pos/customer/edit',
  pageCustomerSearch: '/pos/customer/search',
} as const;

/** `pageUrl` for the POS and back-office pages. */
export const pageUrl = registerTable(POS_PAGES);
