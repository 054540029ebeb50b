import { toHandlers, type Route } from '../router';
import { ymmRoutes } from './ymm';
import { cartRoutes } from './cart';
import { listRoutes } from './lists';
import { locationRoutes } from './locations';
import { productRoutes } from './product';
import { searchHandlers } from './search';
import { storeInfoRoutes } from './store-info';
import { formRoutes } from './forms';
import { kioskRoutes } from './kiosk';
import { checkoutRoutes } from './checkout';
import { paymentRoutes } from './payment';
import { orderRoutes } from './order';
import { tenderRoutes } from './tender';
import { appointmentRoutes } from './appointment';
import { tableRoutes } from './table';
import { customerRoutes, ipLookupHandlers } from './customer';
import { accountRoutes } from './account';

/** Every route of the mock store, by backend area. Add an area's routes here. */
export const routes: Route[] = [...ymmRoutes, ...cartRoutes, ...listRoutes, ...locationRoutes, ...productRoutes, ...storeInfoRoutes, ...formRoutes, ...kioskRoutes, ...checkoutRoutes, ...paymentRoutes, ...orderRoutes, ...tenderRoutes, ...appointmentRoutes, ...tableRoutes, ...customerRoutes, ...accountRoutes];

/** Store routes, then the hosted search service (Algolia) and the IP-location service, which are not store routes. */
export const handlers = [...toHandlers(routes), ...searchHandlers, ...ipLookupHandlers];
