import { registerTable } from './core';

/**
 * The admin index (spec 2 §7 "admin helper": the admin index with route and token). Outside POS
 * (the store's admin) the order history modal reads its statuses and posts its history there,
 * through shared/api/admin.ts, which adds the admin's `user_token`. Staff.
 */
export const ADMIN = {
  adminOrderStatus: '/admin/index.php?route=sale/order/getOrderStatus',
  adminOrderHistory: '/admin/index.php?route=sale/order/api',
} as const;

registerTable(ADMIN);
