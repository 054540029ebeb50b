/**
 * A few store customers, enough for the cart's `customer` and `customer_vehicles` (the
 * storefront shopper is a guest by default: `db.cart.customer_id` is null).
 */
import type { CartCustomer, CustomerVehicle } from '../../shared/api/types';

export interface CustomerSeed extends CartCustomer {
  vehicles: CustomerVehicle[];
}

export const CUSTOMERS: readonly CustomerSeed[] = [
  { customer_id: 501, firstname: 'Jordan', lastname: 'Miller', email: 'jordan.miller@example.com', telephone: '(217) 555-0134', vehicles: [{ vehicle_id: 71, label: '2018 Ford F-150 XLT' }, { vehicle_id: 72, label: '2012 Honda Civic LX' }] },
  { customer_id: 502, firstname: 'Priya', lastname: 'Raman', email: 'priya.raman@example.com', telephone: '(309) 555-0177', vehicles: [{ vehicle_id: 73, label: '2021 Toyota RAV4 XLE' }] },
  { customer_id: 503, firstname: 'Luis', lastname: 'Ortega', email: 'luis.ortega@example.com', telephone: '(812) 555-0102', vehicles: [] },
];

export const customerById = (id: string | number | null | undefined): CustomerSeed | undefined =>
  id === null || id === undefined ? undefined : CUSTOMERS.find((c) => String(c.customer_id) === String(id));
