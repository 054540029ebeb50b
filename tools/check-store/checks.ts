import type { Shape } from '../../shared/api/shape';
import { ChoicesShape, ValidateFitmentShape, VehicleAnswerShape as YmmVehicleShape, YmmListShape } from '../../shared/api/shapes/ymm';
import { CartShape, ProductLookupAnswerShape } from '../../shared/api/shapes/cart';
import { CompareAnswerShape, WishlistAnswerShape } from '../../shared/api/shapes/lists';
import { ContactLocationsShape, DealerPopupTextShape } from '../../shared/api/shapes/product';
import { FindDealerShape, LocationsAnswerShape } from '../../shared/api/shapes/locations';
import { OrderListRowsShape, OrderStatusAnswerShape } from '../../shared/api/shapes/order';
import { PaymentAnswerShape, VoucherLookupShape } from '../../shared/api/shapes/payment';
import { AppointmentDataShape } from '../../shared/api/shapes/appointment';
import {
  CreditsShape,
  CustomerDetailsShape,
  CustomerListShape,
  CustomerOrdersShape,
  CustomerSearchShape,
  HistoryListShape,
  IpListShape,
  LocalizationShape,
  ReturnListShape,
  TagsShape,
  VehicleListShape,
} from '../../shared/api/shapes/customer';
import type { EndpointName } from '../../shared/api/endpoints/core';

/** The sample parameters of `samples.json`. */
export type Samples = Partial<Record<'year' | 'makeId' | 'modelId' | 'engineMfrId' | 'engineFamilyId' | 'part' | 'productCode' | 'orderId' | 'customerId' | 'customerSearch' | 'dealerId' | 'voucherCode' | 'adminToken', string>>;

/** One read-only call of the endpoint tables, the schema its answer is read with, and who reads it. */
export interface Check {
  endpoint: EndpointName;
  /** The query, from the samples; null when a sample it needs is missing (the check is skipped). */
  query: (s: Samples) => Record<string, string> | null;
  shape: Shape;
  widgets: string[];
  /** A staff call: needs a staff session (`--cookie`). */
  staff?: boolean;
}

const needs = (s: Samples, ...keys: (keyof Samples)[]) => keys.every((key) => !!s[key]?.trim());
const none = () => ({});

/**
 * Every GET of the endpoint tables that only reads, with the parameters the widgets send. Left
 * out, never sent: every POST, every GET in `CHANGES_DATA` (saveVehicle, remove_facet,
 * toggle_universal, void, delete, send, abandon, cancel, save order, remove customer or code,
 * clearSession, reset_store, logoutCustomer, removeCredit), and GETs that set something in the
 * session although they only answer data: setGeolocationFromZipCode (the shopper's location) and
 * validateFitment with `add` (it saves a facet; the check sends it without). The hosted search
 * service, the IP-location service and the dealer data source are not the store's.
 */
export const CHECKS: Check[] = [
  { endpoint: 'ymmYears', query: none, shape: YmmListShape, widgets: ['vehicle-selector'] },
  { endpoint: 'ymmMakes', query: (s) => (needs(s, 'year') ? { Year: s.year! } : null), shape: YmmListShape, widgets: ['vehicle-selector'] },
  { endpoint: 'ymmModels', query: (s) => (needs(s, 'year', 'makeId') ? { Year: s.year!, MakeID: s.makeId! } : null), shape: YmmListShape, widgets: ['vehicle-selector'] },
  {
    endpoint: 'ymmChoices',
    query: (s) => (needs(s, 'year', 'makeId', 'modelId') ? { Year: s.year!, MakeID: s.makeId!, ModelID: s.modelId! } : null),
    shape: ChoicesShape,
    widgets: ['vehicle-selector', 'fitment'],
  },
  { endpoint: 'ymmEngineMfrs', query: none, shape: YmmListShape, widgets: ['vehicle-selector'] },
  { endpoint: 'ymmEngineFamilies', query: (s) => (needs(s, 'engineMfrId') ? { EngineMfrID: s.engineMfrId! } : null), shape: YmmListShape, widgets: ['vehicle-selector'] },
  {
    endpoint: 'ymmEngineSizes',
    query: (s) => (needs(s, 'engineMfrId', 'engineFamilyId') ? { EngineMfrID: s.engineMfrId!, EngineFamilyID: s.engineFamilyId! } : null),
    shape: YmmListShape,
    widgets: ['vehicle-selector'],
  },
  { endpoint: 'ymmGetVehicle', query: none, shape: YmmVehicleShape, widgets: ['vehicle-panel', 'fitment', 'product-list'] },
  { endpoint: 'ymmValidateFitment', query: (s) => (needs(s, 'part') ? { Parts: s.part! } : null), shape: ValidateFitmentShape, widgets: ['fitment', 'product', 'product-list'] },
  { endpoint: 'cartGetData', query: none, shape: CartShape, widgets: ['cart', 'cart-popout', 'pos-cart'] },
  { endpoint: 'compareGet', query: none, shape: CompareAnswerShape, widgets: ['compare'] },
  { endpoint: 'wishlistGet', query: none, shape: WishlistAnswerShape, widgets: ['wishlist'] },
  { endpoint: 'contactLocations', query: none, shape: ContactLocationsShape, widgets: ['product'] },
  { endpoint: 'dealerPopupText', query: none, shape: DealerPopupTextShape, widgets: ['product'] },
  { endpoint: 'locations', query: none, shape: LocationsAnswerShape, widgets: ['dealer-locator', 'product', 'pos-cart'] },
  { endpoint: 'findDealer', query: (s) => (needs(s, 'dealerId') ? { id: s.dealerId! } : null), shape: FindDealerShape, widgets: ['dealer-locator'] },
  { endpoint: 'localization', query: none, shape: LocalizationShape, widgets: ['pos-customer-edit', 'custom-form'] },
  { endpoint: 'productLookup', query: (s) => (needs(s, 'productCode') ? { code: s.productCode! } : null), shape: ProductLookupAnswerShape, widgets: ['pos-cart'], staff: true },
  { endpoint: 'orderList', query: () => ({ page: '1', limit: '20' }), shape: OrderListRowsShape, widgets: ['pos-order-list'], staff: true },
  { endpoint: 'orderStatus', query: (s) => (needs(s, 'orderId') ? { orderId: s.orderId! } : null), shape: OrderStatusAnswerShape, widgets: ['pos-order-view', 'order-history'], staff: true },
  { endpoint: 'paymentTransactions', query: (s) => (needs(s, 'orderId') ? { orderId: s.orderId! } : null), shape: PaymentAnswerShape, widgets: ['pos-checkout'], staff: true },
  { endpoint: 'appointmentData', query: (s) => (needs(s, 'orderId') ? { orderId: s.orderId! } : null), shape: AppointmentDataShape, widgets: ['appointment'], staff: true },
  { endpoint: 'posGetVoucher', query: (s) => (needs(s, 'voucherCode') ? { code: s.voucherCode! } : null), shape: VoucherLookupShape, widgets: ['pos-checkout'], staff: true },
  { endpoint: 'customerList', query: () => ({ sort: 'custname', page: '1', limit: '20' }), shape: CustomerListShape, widgets: ['pos-customer-list'], staff: true },
  { endpoint: 'customerSearch', query: (s) => (needs(s, 'customerSearch') ? { s: s.customerSearch! } : null), shape: CustomerSearchShape, widgets: ['customer-search', 'pos-cart', 'pos-checkout'], staff: true },
  { endpoint: 'customerGet', query: (s) => (needs(s, 'customerId') ? { customerId: s.customerId! } : null), shape: CustomerDetailsShape, widgets: ['pos-customer-edit'], staff: true },
  ...(
    [
      ['customerCredits', CreditsShape],
      ['customerHistory', HistoryListShape],
      ['customerIps', IpListShape],
      ['customerOrders', CustomerOrdersShape],
      ['customerReturns', ReturnListShape],
    ] as const
  ).map(([endpoint, shape]): Check => ({
    endpoint,
    query: (s) => (needs(s, 'customerId') ? { customerId: s.customerId!, limit: '10' } : null),
    shape,
    widgets: ['pos-customer-edit'],
    staff: true,
  })),
  { endpoint: 'customerTags', query: (s) => (needs(s, 'customerId') ? { customerId: s.customerId! } : null), shape: TagsShape, widgets: ['pos-customer-edit'], staff: true },
  { endpoint: 'customerVehicles', query: (s) => (needs(s, 'customerId') ? { customerId: s.customerId! } : null), shape: VehicleListShape, widgets: ['pos-customer-edit', 'pos-cart'], staff: true },
];
