/** Placeholder seed: the mock-store data lands here (catalogue, vehicles, fitment, locations, cart). */
import { createYmmState, type YmmState } from './vehicles';
import { createSearchState, type SearchState } from './search';
import { createCart, type CartState } from './cart';
import { createLists, type ListsState } from './lists';
import { createProductExtras, type ProductExtras } from './product-extras';
import { createCustomersState, type CustomersState } from './customers';
import { createContent, type ContentState } from './content';
import { createOrders, type OrdersState } from './orders';
import { createAppointments, type AppointmentsState } from './appointments';
import { createTenders, type TendersState } from './tenders';

export interface MockDb {
  /** The shopper's current vehicle (mocks/db/vehicles.ts). */
  ymm: YmmState;
  /** Hosted search query counter (mocks/db/search.ts). */
  search: SearchState;
  /** The shopper's cart: lines, gift certificates, applied codes (mocks/db/cart.ts). The catalogue is read-only: mocks/db/catalog.ts. */
  cart: CartState;
  /** Wishlist and compare product ids (mocks/db/lists.ts). */
  lists: ListsState;
  /** Captcha, Contact Us locations, POS stock, distributor warehouses (mocks/db/product-extras.ts). */
  productExtras: ProductExtras;
  /** Form submissions, appointment requests, kiosk video plays (mocks/db/content.ts). */
  content: ContentState;
  /** POS orders with items, transactions, purchase orders, histories; store credit balances (mocks/db/orders.ts). */
  orders: OrdersState;
  /** Booked installer appointments (mocks/db/appointments.ts). */
  appointments: AppointmentsState;
  /** Gift and reward voucher cards with their balances (mocks/db/tenders.ts). */
  tenders: TendersState;
  /** Customers with addresses, vehicles, credits, history, IPs, tags, orders and returns (mocks/db/customers.ts). */
  customers: CustomersState;
  [collection: string]: unknown;
}

export function createDb(): MockDb {
  return {
    ymm: createYmmState(),
    search: createSearchState(),
    cart: createCart(),
    lists: createLists(),
    productExtras: createProductExtras(),
    customers: createCustomersState(),
    content: createContent(),
    orders: createOrders(),
    appointments: createAppointments(),
    tenders: createTenders(),
  };
}
