import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { handlers } from '../../mocks/handlers';
import { serveMockStore, type ServedStore } from '../mock-store';

/**
 * A drifted store, for the tests of `check-store` and of the reading policy: the mock store's
 * answers as a real PHP store may differ from the docs. Extra keys, optional fields left out,
 * PHP's forms (numbers as strings, `null`, `""`, `false`, JSON text), a text where the docs have
 * an object, and, in the cart, a line without its name: the one thing a screen cannot do without.
 */
type Json = Record<string, unknown>;

/** The mock store's own answer to `request`, changed by `change`. */
function drift(path: string, change: (answer: Json) => void): RequestHandler {
  return http.get(`*${path}`, async ({ request }) => {
    const original = await getResponse(handlers, request.clone());
    const answer = (await original!.json()) as Json;
    change(answer);
    return HttpResponse.json(answer);
  });
}

const rows = (answer: Json, key = 'results') => answer[key] as Json[];

export const DRIFTS: RequestHandler[] = [
  drift('/api/order', (a) => {
    for (const row of rows(a)) {
      row.order_status = 'Pending'; // the name where the docs have the Order status object
      row.amount_paid = null;
      row.store_note = 'not in the docs';
      delete row.date_added;
    }
    rows(a)[0].cashier = { user_id: 4, name: 'Dana' }; // an object where the docs have text
  }),
  drift('/checkout/cart/getData', (a) => {
    const products = a.products as Json[];
    if (products[0]) delete products[0].name; // the one a screen needs
    a.total_items = String(a.total_items);
  }),
  drift('/product/compare/getCompare', (a) => {
    for (const p of a.products as Json[]) {
      p.reviews = '12 reviews';
      p.rating = false;
    }
  }),
  drift('/api/location/getLocations', (a) => {
    for (const l of a.locations as Json[]) Object.assign(l, { lat: '', lng: '', distance: '' });
  }),
  drift('/api/customer/get', (a) => {
    if (a.customer) {
      const customer = a.customer as Json;
      customer.custom_field = JSON.stringify(customer.custom_field ?? {});
      delete a.locations;
    } else for (const row of rows(a)) row.outstanding = { balance: null };
  }),
  drift('/pos/checkout/getAppointmentData', (a) => {
    delete a.customerId;
    for (const p of a.products as Json[]) p.labor_minutes = null;
  }),
  drift('/api/products/lookup', (a) => {
    for (const p of a.products as Json[]) p.price = `$${p.price}`;
  }),
  drift('/ymm/json/getVehicle', (a) => {
    a.hasEngine = '0';
    a.extra = { anything: true };
  }),
];

export const serveDriftedStore = (port = 0): Promise<ServedStore> => serveMockStore(port, DRIFTS);

/** `node tools/run-ts.mjs tools/check-store/drifted.ts [PORT]`: serves the drifted store until stopped. */
export async function main(args: string[]): Promise<number | void> {
  const served = await serveDriftedStore(Number(args[0] ?? 8091));
  console.log(`The drifted store answers at ${served.url} (Ctrl-C stops it).`);
  await new Promise(() => undefined);
}
