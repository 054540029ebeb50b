/**
 * The cart's view of a store customer (`customer` and `customer_vehicles` of getData), read from
 * the one customer collection in `customers.ts`, so a customer edited or given a vehicle on the
 * staff screens shows the same on the cart. The storefront shopper is a guest by default
 * (`db.cart.customer_id` is null).
 */
import type { CartCustomer, CustomerVehicle } from './records';
import { creditBalance, currentCustomers, recordById } from './customers';

export interface CustomerSeed extends CartCustomer {
  vehicles: CustomerVehicle[];
  /** Store credit balance, 2-place string. */
  store_credit: string;
  tax_exempt: boolean;
}

export const customerById = (id: string | number | null | undefined): CustomerSeed | undefined => {
  const record = recordById(currentCustomers(), id);
  if (!record) return undefined;
  const c = record.customer;
  return {
    customer_id: c.customer_id,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    telephone: c.telephone,
    vehicles: record.vehicles.map((v) => ({ vehicle_id: v.vehicle_id, label: v.title })),
    store_credit: creditBalance(record),
    tax_exempt: c.tax_exempt === 1,
  };
};

/** The three fixture customers (501–503), as the cart and the POS orders' seed know them. */
export const CUSTOMERS: readonly CustomerSeed[] = [501, 502, 503].map((id) => customerById(id)!);
