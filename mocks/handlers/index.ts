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
import { paymentRoutes } from './payment';
import { orderRoutes } from './order';
import { tenderRoutes } from './tender';
import { appointmentRoutes } from './appointment';
import { tableRoutes } from './table';

/** Every route of the mock store, by backend area. Add an area's routes here. */
export const routes: Route[] = [...ymmRoutes, ...cartRoutes, ...listRoutes, ...locationRoutes, ...productRoutes, ...storeInfoRoutes, ...formRoutes, ...kioskRoutes, ...paymentRoutes, ...orderRoutes, ...tenderRoutes, ...appointmentRoutes, ...tableRoutes];

/** Store routes, then the hosted search service (Algolia), which is not a store route. */
export const handlers = [...toHandlers(routes), ...searchHandlers];
