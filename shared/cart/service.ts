import { createStore } from 'zustand/vanilla';
import { addToCart, applyCode, editCart, removeCode, removeCredit, removeFromCart, removeTotalCode, setCheckoutData, storeLocatorAddProduct, type AddToCartInput, type CheckoutAccount } from '../api/cart';
import type { AddToCartAnswer, Cart, StoreLocatorAddAnswer } from '../api/shapes/cart';
import { cartCall, cartChanged, inCartOrder, refreshCart } from './state';
import { sharedAcrossTabs } from './crossTab';
import { withAnalytics } from './analytics';
import type { CustomProductFields, LaborFields, OrderIdAnswer, PoNumberLine, PosCart } from '../api/pos-cart';

/**
 * The POS cart's calls arrive with the first one a staff member makes: a shopper's page (which
 * shares this service) downloads no POS route. Loaded inside the queued call, so the calls still
 * reach the store in the order they were made.
 */
const pos = () => import('../api/pos-cart');

type Id = string | number;

/**
 * A change of the POS cart that a register keeps while the store cannot be reached: a scan's add
 * (no options, no warehouse, no labor), a quantity, a removal, PO numbers, a custom product.
 */
export type CartChange =
  | { kind: 'add'; input: AddToCartInput }
  | { kind: 'edit'; key: string; quantity: number }
  | { kind: 'remove'; key: string }
  | { kind: 'po'; lines: PoNumberLine[]; applyToAll: boolean }
  | { kind: 'custom'; fields: CustomProductFields };

/**
 * The POS register's outbox (shared/offline), when one is open: it takes the changes above in
 * order, sends each in its turn (answering as the direct call does) or keeps it while the store
 * cannot be reached (answering at once with the cart as the clerk now sees it).
 */
export interface CartOutbox {
  submit(change: Extract<CartChange, { kind: 'add' }>): Promise<AddToCartAnswer>;
  submit(change: Exclude<CartChange, { kind: 'add' }>): Promise<PosCart>;
  /** Resolves once nothing waits to be sent; rejects while changes wait and the store cannot be reached. */
  flushed(): Promise<void>;
}
/** The register's outbox while one is open (a store, as all of the domain's state). */
const register = createStore<{ outbox: CartOutbox | null }>(() => ({ outbox: null }));
/** Opens (or with null closes) the register's outbox. */
export function setCartOutbox(next: CartOutbox | null): void {
  register.setState({ outbox: next });
}
const openOutbox = () => register.getState().outbox;
/** A scan's add: what a register can keep offline. */
const plainAdd = (input: AddToCartInput) => !input.apply_labor && !input.warehouse_code && !Object.keys(input.option ?? {}).length;

/**
 * The ONE way any widget changes the cart. Every call waits its turn in the page's cart queue
 * (so the store applies changes in the order they were made) and then tells every widget:
 * calls that answer the whole cart replace the shared cart; calls that answer only a count
 * announce it and mark the shared cart stale, so the widgets that show it read it again.
 * The other tabs of the store hear of each change (./crossTab.ts); adds, edits and removals fire
 * their GA4 events (./analytics.ts).
 */
export const cartService = sharedAcrossTabs(withAnalytics({
  /** POST add (spec 3 §7). The store's `error_message` is thrown as an ApiError of kind `store`. */
  async add(input: AddToCartInput): Promise<AddToCartAnswer> {
    const outbox = openOutbox();
    if (outbox && plainAdd(input)) return outbox.submit({ kind: 'add', input });
    const answer = await inCartOrder(() => addToCart(input));
    cartChanged(answer);
    return answer;
  },

  /** POS ship-to-store: POST storeLocatorAddProduct. */
  async addToStore(productId: Id, quantity: number): Promise<StoreLocatorAddAnswer> {
    const answer = await inCartOrder(() => storeLocatorAddProduct(productId, quantity));
    cartChanged(answer);
    return answer;
  },

  /** PUT edit: answers the cart, with `error` when the store kept another quantity. */
  edit: (key: string, quantity: number): Promise<Cart> => openOutbox()?.submit({ kind: 'edit', key, quantity }) ?? cartCall(() => editCart(key, quantity)),

  /** POST remove (answers only the count), then reads the cart again. */
  async remove(key: string): Promise<Cart> {
    const outbox = openOutbox();
    if (outbox) return outbox.submit({ kind: 'remove', key });
    const answer = await inCartOrder(() => removeFromCart(key));
    cartChanged(answer);
    return refreshCart();
  },

  /** POST applyCode with the code form's fields (`{coupon: 'SAVE10'}`); answers the cart with success or error. */
  applyCode: (fields: Record<string, string>): Promise<Cart> => cartCall(() => applyCode(fields)),

  removeCode: (type: string, code: string): Promise<Cart> => cartCall(() => removeCode(type, code)),

  /** A totals row's remove link (GET checkout/{code}/remove), then reads the cart again. */
  async removeTotal(code: string): Promise<Cart> {
    await inCartOrder(() => removeTotalCode(code));
    cartChanged({});
    return refreshCart();
  },

  /** GET removeCredit: the shopper's store credit no longer pays towards the cart; answers the cart. */
  removeCredit: (): Promise<Cart> => cartCall(() => removeCredit()),

  /** POST setCheckoutData: the checkout step 1 choice (`account`), before going to the site checkout. */
  setCheckoutData: (fields: { account: CheckoutAccount } & Record<string, string>): Promise<Cart> => cartCall(() => setCheckoutData(fields)),

  /** GET getData, queued; readers asking while one is queued share it. */
  refresh: (): Promise<Cart> => refreshCart(),

  /** Resolves once every cart call made so far has settled (checkout must see the last quantity). */
  settled: (): Promise<void> => inCartOrder(() => Promise.resolve()),

  // ---- POS cart (spec 3 §7, spec 5 "POS cart"): each call queues, then publishes the cart ----

  /** POST setCustomer (customer_id). */
  setCustomer: (customerId: Id): Promise<PosCart> => cartCall(async () => (await pos()).setCartCustomer(customerId)),

  /** GET removeCustomer. */
  removeCustomer: (): Promise<PosCart> => cartCall(async () => (await pos()).removeCartCustomer()),

  /** POST updatePrice: the line's key and its new unit price in dollars. */
  updatePrice: (key: string, newPrice: string): Promise<PosCart> => cartCall(async () => (await pos()).updatePrice(key, newPrice)),

  /** POST addCustomProduct (name, price, quantity, tax_class_id). */
  addCustomProduct: (fields: CustomProductFields): Promise<PosCart> =>
    openOutbox()?.submit({ kind: 'custom', fields }) ?? cartCall(async () => (await pos()).addCustomProduct(fields)),

  /** POST applyLabor on the line `productLaborKey`, or as a custom labor line of its own without it. */
  applyLabor: (labor: LaborFields, productLaborKey = ''): Promise<PosCart> => cartCall(async () => (await pos()).applyLabor(labor, productLaborKey)),

  /** POST applyLabor with applyLabor=0: takes the labor off a line. */
  removeLabor: (key: string): Promise<PosCart> => cartCall(async () => (await pos()).removeLabor(key)),

  /** POST updateLabor: the line's key and its labor fields. */
  updateLabor: (key: string, labor: LaborFields): Promise<PosCart> => cartCall(async () => (await pos()).updateLabor(key, labor)),

  /** POST /api/cart/applyPoNumber (answers only success), then reads the cart again. */
  async applyPoNumber(lines: PoNumberLine[], applyToAll: boolean): Promise<PosCart> {
    const outbox = openOutbox();
    if (outbox) return outbox.submit({ kind: 'po', lines, applyToAll });
    await inCartOrder(async () => (await pos()).applyPoNumber(lines, applyToAll));
    cartChanged({});
    return refreshCart();
  },

  /** GET saveOrder: the order id; the cart (now carrying it) is marked for a new read. */
  async saveOrder(): Promise<OrderIdAnswer> {
    // The order is saved with every change the clerk made: those still waiting go first.
    await openOutbox()?.flushed();
    const answer = await inCartOrder(async () => (await pos()).saveOrder());
    cartChanged({});
    return answer;
  },

  /** GET saveOrderAndCheckout: the order id to continue at /pos/checkout. */
  async saveOrderAndCheckout(): Promise<OrderIdAnswer> {
    await openOutbox()?.flushed();
    const answer = await inCartOrder(async () => (await pos()).saveOrderAndCheckout());
    cartChanged({});
    return answer;
  },

  /** GET abandonOrder: the cart starts over. */
  abandonOrder: async (): Promise<PosCart> => {
    await openOutbox()?.flushed();
    return cartCall(async () => (await pos()).abandonOrder());
  },

  /** GET cancelOrder: the cart starts over, its order cancelled. */
  cancelOrder: async (): Promise<PosCart> => {
    await openOutbox()?.flushed();
    return cartCall(async () => (await pos()).cancelOrder());
  },
}, ['add', 'addToStore', 'edit', 'remove', 'applyCode', 'removeCode', 'setCheckoutData']), ['refresh', 'settled']);

export type CartService = typeof cartService;
