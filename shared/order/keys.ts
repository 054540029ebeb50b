import { orderKeys } from '../api/order';

/**
 * The order status response's query (getOrderStatus: statuses, the customer's email, phone and
 * texting consent), shared by the order history modal, the payment link and POS checkout's payment
 * link form: a customer assigned or a contact updated refreshes them all at once.
 */
export const orderStatusKey = orderKeys.status;
