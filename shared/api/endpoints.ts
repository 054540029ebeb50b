import { getSettings } from '../config/settings';

/**
 * The one endpoint table. Paths are as the spec writes them, relative to the store base URL;
 * both `/route/path` and `/index.php?route=route/path` forms reach the same PHP endpoint.
 * Where the spec leaves a path open, the default lives here; `#pf-config` → `endpoints`
 * overrides any entry by name.
 */
export const ENDPOINTS = {
  // Compare and wishlist (spec 1 §7)
  compareGet: '/product/compare/getCompare',
  compareAdd: '/product/compare/add',
  compareRemove: '/product/compare/remove',
  wishlistGet: '/account/wishlist/getWishlist',
  wishlistAdd: '/account/wishlist/add',
  wishlistRemove: '/account/wishlist/remove',
  // Vehicle (spec 1 §7)
  ymmYears: '/ymm/json/years',
  ymmMakes: '/ymm/json/makes',
  ymmModels: '/ymm/json/models',
  ymmChoices: '/ymm/json/choices',
  ymmEngineMfrs: '/ymm/json/engine_mfrs',
  ymmEngineFamilies: '/ymm/json/engine_family_sizes',
  ymmEngineSizes: '/ymm/json/engine_sizes',
  ymmGetVehicle: '/ymm/json/getVehicle',
  ymmValidateFitment: '/ymm/json/validateFitment',
  ymmSaveVehicle: '/ymm/json/saveVehicle',
  ymmRemoveFacet: '/ymm/json/remove_facet',
  ymmToggleUniversal: '/ymm/json/toggle_universal',
  ymmCatalogDetails: '/ymm/json/getCatalogDetails',
  // Product page (spec 1 §7; the spec leaves these paths open, the shapes page fixes them)
  inventoryDetails: '/index.php?route=product/product/getInventoryDetails',
  inventoryByProduct: '/api/inventory/getInventoriesByProductId',
  localization: '/api/localization/',
  contactLocations: '/index.php?route=product/product/getLocations',
  validateCaptcha: '/index.php?route=product/product/validateCaptcha',
  productContactEmail: '/index.php?route=product/product/productContactEmail',
  captchaImage: '/index.php?route=tool/captcha',
  dealerPopupText: '/index.php?route=product/product/getDealerLocatorPopupText',
  // Locations (spec 1 §7, spec 3 §7)
  geocodeZip: '/api/location/setGeolocationFromZipCode',
  locations: '/api/location/getLocations',
  findDealer: '/index.php?route=module/dealer_locator/find_dealer',
  resetStore: '/index.php?route=module/dealer_locator/reset_store',
  clearSession: '/account/logout/clearSession',
  /** The dealer locator's data source when `locator.dataSourceUrl` is not set. */
  dealerDataSource: '/index.php?route=module/dealer_locator/search',
  // Cart (spec 3 §7, base /checkout/cart/)
  cartGetData: '/checkout/cart/getData',
  cartAdd: '/checkout/cart/add',
  cartEdit: '/checkout/cart/edit',
  cartRemove: '/checkout/cart/remove',
  cartApplyCode: '/checkout/cart/applyCode',
  cartRemoveCode: '/checkout/cart/removeCode',
  cartStoreLocatorAdd: '/checkout/cart/storeLocatorAddProduct',
  // POS cart (spec 3 §7 cart calls, spec 5 "POS cart")
  cartSetCustomer: '/checkout/cart/setCustomer',
  cartRemoveCustomer: '/checkout/cart/removeCustomer',
  cartUpdatePrice: '/checkout/cart/updatePrice',
  cartAddCustomProduct: '/checkout/cart/addCustomProduct',
  cartApplyLabor: '/checkout/cart/applyLabor',
  cartUpdateLabor: '/checkout/cart/updateLabor',
  cartSaveOrder: '/checkout/cart/saveOrder',
  cartSaveOrderAndCheckout: '/checkout/cart/saveOrderAndCheckout',
  cartAbandonOrder: '/checkout/cart/abandonOrder',
  cartCancelOrder: '/checkout/cart/cancelOrder',
  cartApplyPoNumber: '/api/cart/applyPoNumber',
  productLookup: '/api/products/lookup',
  /** `{code}` is replaced by the total's code. */
  cartRemoveTotalCode: '/index.php?route=checkout/{code}/remove',
  // POS checkout tenders (spec 5 "POS checkout and payments")
  posAddPayment: '/pos/checkout/addPayment',
  posGetVoucher: '/pos/checkout/getVoucher',
  posCheckoutSetCustomer: '/pos/checkout/setCustomer',
  cartSetPaymentData: '/checkout/cart/setPaymentData',
  // Payment state and voids (spec 3 §4, spec 2 §7, spec 5 "POS checkout and payments")
  paymentTransactions: '/pos/checkout/getTransactions',
  paymentVoidTransaction: '/pos/checkout/voidTransaction',
  paymentVoidTransactions: '/pos/checkout/voidTransactions',
  /** A processor's `action_url` / `void_or_return_url` is sent here with its route and query (shared/api/payment.ts). */
  processorAction: '/index.php',
  // POS orders (spec 2 §7, spec 5 "Orders")
  orderList: '/api/order',
  orderDelete: '/api/order/delete',
  orderVoid: '/pos/order/void',
  orderHistories: '/pos/order/histories',
  orderStatus: '/sale/order/getOrderStatus',
  orderHistoryAdd: '/pos/order/history',
  orderSendPaymentUrl: '/pos/order/sendPaymentURL',
  orderSend: '/pos/order/send',
  pagePosOrderContinue: '/pos/order/continue',
  pagePosInvoice: '/pos/order/invoice',
  /** The admin's order page; View in Admin adds order_id and the page's user_token. */
  pageAdminOrder: '/admin/index.php?route=sale/order/info',
  // Appointments (spec 3 §7 leaves the path open; spec 5 "Appointments")
  appointmentData: '/pos/checkout/getAppointmentData',
  appointmentAdd: '/pos/checkout/addAppointment',
  // Custom forms, schedule appointment, kiosk (spec 3 §7, spec 5 "Kiosk, forms and content")
  formLocations: '/index.php?route=module/forms/getLocations',
  formSubmit: '/index.php?route=module/forms/postSubmission',
  scheduleAppointment: '/index.php?route=information/schedule_appointment',
  kioskVideo: '/tool/kiosk/video',
  /** Kiosk checkout and the POS (spec 3 §4, §7). */
  checkoutCreateOrder: '/index.php?route=checkout/confirm/createOrder',
  /** The kiosk's home page: where get-started and a finished kiosk order lead. */
  pageKioskHome: '/',
  // Customers (spec 2 §7, spec 5 "Customers")
  customerList: '/api/customer/get',
  customerGet: '/api/customer/get',
  customerSave: '/api/customer/save',
  customerUpdateContact: '/api/customer/updateContactInfo',
  customerSearch: '/api/customer/search',
  customerCredits: '/api/customer_credit',
  customerCreditAdd: '/api/customer_credit/add',
  customerHistory: '/api/customer_history',
  customerHistoryAdd: '/api/customer_history/add',
  customerIps: '/api/customer_ip',
  customerIpBan: '/api/customer_ip/add',
  customerIpUnban: '/api/customer_ip/remove',
  customerOrders: '/api/customer_order',
  customerOrderDelete: '/api/order/delete',
  customerReturns: '/api/customer_return',
  customerTags: '/api/customer_tag/',
  customerTagsSave: '/api/customer_tag/save',
  customerVehicles: '/api/customer_vehicle',
  customerVehicleGet: '/api/customer_vehicle/getVehicleJson',
  customerVehicleAdd: '/api/customer_vehicle/add',
  customerVehicleEdit: '/api/customer_vehicle/edit',
  customerVehicleDelete: '/api/customer_vehicle/delete',
  /** Assigns a customer to a saved POS order (spec 2 §7, spec 5 "Orders"). */
  orderSetCustomer: '/pos/order/setCustomer',
  /** The IP-location service: its address is the `ipLookupUrl` setting (this entry only names the call). */
  ipLookup: '/ip-lookup',
  /** The customer pages (spec 2 §2). */
  pageCustomerList: '/pos/customer',
  pageCustomerAdd: '/pos/customer/add',
  pageCustomerEdit: '/pos/customer/edit',
  pageCustomerSearch: '/pos/customer/search',
  // Pages the widgets send the browser to
  pageCart: '/checkout/cart',
  pageCheckout: '/checkout/checkout',
  pageLogin: '/account/login',
  pageSearch: '/index.php?route=product/search',
  pageCompare: '/product/compare',
  pageWishlist: '/account/wishlist',
  // POS pages (spec 3 §2)
  pagePosCheckout: '/pos/checkout',
  pagePosReceipt: '/pos/order/receipt',
  pagePosOrderView: '/pos/order/view',
  pagePosOrders: '/pos/order',
  /** Where POS checkout sends the browser when there is no order (spec 3 §2). */
  pageCatalog: '/product/catalog',
  /** Where POS checkout goes once the order is confirmed (spec 3 §2 "Target of the Done action"). */
  pagePosDone: '/pos/order/done',
  /** Language switch form (POST code, redirect); the store's OpenCart route, spec 1 §2 leaves it open. */
  languageSwitch: '/index.php?route=common/language/language',
  /** The data table's list (spec 3 §7 "a configurable URL"): no fixed path, each placeholder's `data-url` names it. */
  dataTable: '',
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path for an endpoint, after `#pf-config` overrides, with `{name}` placeholders filled. */
export function endpoint(name: EndpointName, params: Record<string, string> = {}): string {
  const path = getSettings().endpoints[name] ?? ENDPOINTS[name];
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** An absolute-from-root URL for navigation (`location.assign`), honouring the store base URL. */
/**
 * `pageUrl(name, { [key]: id })` for many ids (a list's row links): the address is built once and
 * an id of digits appended to it, exactly as `pageUrl` writes it; any other id goes through `pageUrl`.
 * Read the settings when called: make a new one when the settings change.
 */
export function pageUrlById(name: EndpointName, key: string): (id: string | number) => string {
  const template = pageUrl(name, { [key]: '0' });
  const prefix = template.endsWith(`${key}=0`) ? template.slice(0, -1) : null;
  return (id) => {
    const text = String(id);
    return prefix !== null && /^\d+$/.test(text) ? prefix + text : pageUrl(name, { [key]: text });
  };
}

export function pageUrl(name: EndpointName, query: Record<string, string | number | undefined> = {}): string {
  const base = getSettings().baseUrl;
  const path = endpoint(name);
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`), window.location.origin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return base.startsWith('http') ? url.toString() : url.pathname + url.search;
}
