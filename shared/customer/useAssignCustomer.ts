import { useCallback } from 'react';
import { setOrderCustomer } from '../api/customer';
import { orderKeys } from '../api/order';
import { cartService } from '../cart';
import { useMutation } from '../data';
import { text } from '../texts';
import { customerTexts } from './texts';

/** Spec 2 §4 / §8 (English; shown from the catalog). */
export const ASSIGNED_TO_CART = customerTexts.en.assignedToCart;
export const ADDED_TO_ORDER = customerTexts.en.addedToOrder;

/**
 * Assigns a customer to the POS cart (`POST /checkout/cart/setCustomer`, through the cart service
 * so every cart widget sees it) or, with `orderId`, to that saved order (`POST
 * /pos/order/setCustomer`). One request per click; the spec's toast on success, the store's words
 * on a refusal. Resolves true when assigned.
 */
export function useAssignCustomer(orderId?: number | null) {
  const mutation = useMutation(
    async (customerId: number) => {
      if (orderId) await setOrderCustomer(orderId, customerId);
      else await cartService.setCustomer(customerId);
      return true;
    },
    { successToast: () => text(customerTexts, orderId ? 'addedToOrder' : 'assignedToCart'), errorToast: true, invalidates: orderId ? [orderKeys.all] : [] },
  );
  const { mutate } = mutation;
  const assign = useCallback(async (customerId: number) => (await mutate(customerId)) === true, [mutate]);
  return { assign, pending: mutation.pending, error: mutation.error };
}
