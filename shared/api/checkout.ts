import { request } from './client';
import './endpoints/kiosk';
import { CreateOrderAnswerShape } from './shapes/payment';
import type { Id } from './types';

/**
 * Order creation from the cart (spec 3 §4 "Kiosk checkout", §7; shape in spec 5 "POS checkout and
 * payments"). The kiosk sends status `kiosk`, shipping `local_pickup` and payment `cod`; the POS
 * may send its own values. The store creates the order from the session's cart and empties it.
 */
export interface CreateOrderOptions {
  /** The order status code (`kiosk` for kiosk orders). */
  order_status?: string;
  /** Shipping method code, e.g. `local_pickup`. */
  shipping_method?: string;
  /** Payment method code, e.g. `cod` (paid at the counter). */
  payment_method?: string;
  comment?: string;
  /** POS: the saved order to confirm (otherwise the store confirms the session's saved order). */
  order_id?: Id;
}

export const KIOSK_ORDER: Required<Pick<CreateOrderOptions, 'order_status' | 'shipping_method' | 'payment_method'>> = {
  order_status: 'kiosk',
  shipping_method: 'local_pickup',
  payment_method: 'cod',
};

/**
 * Creates the order; resolves to its id, or throws the store's refusal (`{"error": text}`). An
 * answer without `order_id` is malformed (the schema requires it).
 */
export async function createOrder(options: CreateOrderOptions = {}): Promise<{ order_id: string }> {
  const answer = await request('checkoutCreateOrder', { method: 'POST', form: { ...options }, shape: CreateOrderAnswerShape });
  return { order_id: answer.order_id };
}
