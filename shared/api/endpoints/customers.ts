import { registerTable } from './core';

/** Customers (spec 2 §7, spec 5 "Customers"). Staff. */
export const CUSTOMERS = {
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
} as const;

registerTable(CUSTOMERS, ['customerOrderDelete']);
