/**
 * Literal cart answers written from the shapes docs (spec 1 §3 "Cart (display)", spec 3 §3
 * "Cart", spec 4 "Cart", spec 5 "POS cart"), for the cart widgets' contract tests. Nothing here
 * comes from the mock store: each answer is what a store that follows the docs may send.
 */

const FACETS = [
  { api_field: 'Year', api_value: '2018', label_field: 'Year', label_value: '2018' },
  { api_field: 'MakeID', api_value: '54', label_field: 'Make', label_value: 'Ford' },
  { api_field: 'ModelID', api_value: '6789', label_field: 'Model', label_value: 'F-150' },
];

/** Only the required fields: the lines' key, name, quantity and unit price, and the count. */
export const MINIMAL_CART = {
  products: [{ key: '42', name: 'Moog Ball Joint', quantity: 2, unit_price: 40.5 }],
  total_items: 2,
};

/** Every documented field (storefront and POS), with JSON types. */
export const FULL_CART = {
  products: [
    {
      key: '101:t1chll',
      name: 'PowerStop Front Brake Pad Set',
      quantity: 2,
      minimum: 1,
      unit_price: 84.99,
      unit_price_before_discounts: 99.99,
      original_unit_price: 99.99,
      tax: 15.3,
      shipping_cost: 5,
      has_shipping_cost: true,
      selected_options: [{ product_option_id: 12, name: 'Position', value: 'Front', price: 0 }],
      links: { view: 'https://store.example/brake-pads' },
      thumbnails: { cart: 'https://store.example/image/cache/pads-80x80.png' },
      aaia: 'BKDK',
      mpn: 'ABC123',
      enough_inventory: true,
      show_stock_warning: false,
      oos_text: '',
      rebates: { unique: [{ rebateId: 7, trackingURL: 'https://rebates.example/t/7', normalBanner: 'https://rebates.example/b/7.png' }] },
      upc: '012345678905',
      product_id: 101,
      po_number: 'PO-7',
      order_product_id: 9001,
      unit_price_value: 84.99,
      is_custom: false,
      labor: { labor_id: 1, title: 'Brake Pad Installation', time: 90, rate: 120, quantity: 2, amount_text: '$360.00' },
    },
  ],
  vouchers: [{ key: 'voucher-1', description: '$25.00 Gift Certificate for Sam', amount: 25, amount_text: '$25.00', message: 'Happy birthday!', voucher_theme: 'Birthday', code: '' }],
  totals: [
    { code: 'sub_total', title: 'Sub-Total', text: '$194.98', value: 194.98 },
    { code: 'labor', title: 'Installation Labor', text: '$360.00', value: 360 },
    { code: 'total', title: 'Total', text: '$554.98', value: 554.98 },
  ],
  total_items: 3,
  total_text: '3 item(s) - $554.98',
  order_id: 1010,
  customer: { customer_id: 501, firstname: 'Jordan', lastname: 'Miller', email: 'jordan@example.com', telephone: '217-555-0101', store_credit: 12.5, tax_exempt: true },
  ymm_vehicle: { vehicle_id: 71, title: '2018 Ford F-150 XLT', facets: FACETS },
  customer_vehicles: [{ vehicle_id: 71, customer_id: 501, title: '2018 Ford F-150 XLT', vin: '1FTEW1E5XJKD12345', notes: 'Fleet truck', ymm_data: FACETS, ymm: '2018 Ford F-150' }],
  customer_geocode: { lat: 40.1, lng: -88.2 },
  show_weight: true,
  weight_text: '12.5 lb',
  order_data: { products: [] },
  confirm_button: '',
  marketing_tracking: { event: 'view_cart', items: [] },
  success: '',
  redirect: '',
};

/** As a PHP store writes it: numbers as strings, 0/1 and "0"/"1" flags, `[]` for an empty object, nulls. */
export const PHP_CART = {
  products: [
    {
      key: 101,
      name: 'PowerStop Front Brake Pad Set',
      quantity: '2',
      minimum: '1',
      unit_price: '84.99',
      unit_price_before_discounts: '84.99',
      tax: '15.30',
      shipping_cost: '0.00',
      has_shipping_cost: '0',
      selected_options: [],
      links: { view: 'https://store.example/brake-pads' },
      thumbnails: { cart: '' },
      aaia: 'BKDK',
      mpn: 'ABC123',
      enough_inventory: '1',
      show_stock_warning: 0,
      oos_text: null,
      rebates: [],
      upc: null,
      product_id: '101',
      po_number: null,
      order_product_id: null,
      unit_price_value: '84.99',
      is_custom: '0',
      labor: null,
    },
  ],
  vouchers: [],
  totals: [{ code: 'total', title: 'Total', text: '$169.98', value: '169.98' }],
  total_items: '2',
  total_text: '2 item(s) - $169.98',
  order_id: null,
  customer: { customer_id: '501', firstname: 'Jordan', lastname: 'Miller', email: '', telephone: '', store_credit: '0.00', tax_exempt: '0' },
  ymm_vehicle: { vehicle_id: null, title: '', facets: FACETS },
  customer_vehicles: [{ vehicle_id: '71', title: '', ymm_data: { Year: FACETS[0], MakeID: FACETS[1], ModelID: FACETS[2] }, ymm: '2018 Ford F-150' }],
  show_weight: '0',
  weight_text: '0 lb',
};

/** POST add (spec 4). */
export const ADD_ANSWER = { success: 'Success: You have added Moog Ball Joint to your shopping cart!', total_items: 3, marketing_tracking: { event: 'add_to_cart' } };

/** GET /api/products/lookup (spec 5): `{"products": [Product]}` with a few documented Product fields. */
export const LOOKUP_ANSWER = {
  products: [{ product_id: 102, sku: 'MOOG-K80012', name: 'Moog Ball Joint', model: 'K80012', mpn: 'K80012', aaia: 'MOOG', minimum: 1, price: 40.5, links: { view: 'https://store.example/ball-joint', manufacturer: 'https://store.example/moog' } }],
};
