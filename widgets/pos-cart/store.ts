import { createStore } from 'zustand/vanilla';
import { errorText, isAborted } from '../../shared/api/errors';
import type { LaborFields, PosCart, PosVehicle } from '../../shared/api/pos-cart';
import { saveVehicle } from '../../shared/api/ymm';
import { saveVehicle as saveCustomerVehicle, type YmmData } from '../../shared/api/customer';
import { cartService } from '../../shared/cart';
import { lookupPart } from '../../shared/offline';
import { readStored, writeStored } from '../../shared/runtime/storage';
import { notifyError, notifySuccess, whenNoDialog } from '../../shared/ui';
import { setVehicle } from '../../shared/vehicle';
import type { Suggestion } from './nameSearch';
import { isTypingField, type BackToScan } from './scanFocus';
import { runInScope } from '../../shared/data';
import { posCartTexts } from './texts';
import { text } from '../../shared/texts';

export const UNKNOWN_CODE = (code: string) => text(posCartTexts, 'unknownCode', { code });
/** The vehicle error of Add Vehicle without a customer (its words are the catalog's `customerRequired`). */
export const CUSTOMER_REQUIRED = 'customer-required';
/** How long the scan field waits for the open dialogs to close before it leaves the focus alone. */
const SCAN_FOCUS_WAIT_MS = 2000;
/** Acknowledgements of lines that do not fit the cart's vehicle, kept across reloads of the page. */
const ACKS_KEY = 'pos-cart-fit-acks';

/** The key of one acknowledgement: per line and vehicle, so a new vehicle asks again. */
export const ackKey = (lineKey: string, vehicle: string) => `${vehicle}|${lineKey}`;

export type PosCartDialog = 'custom' | 'labor' | 'search' | 'vehicleForm';

export interface PosCartState {
  /** Which of the page's dialogs is open (one at a time is the clerk's way, but each has its own flag). */
  dialogs: Record<PosCartDialog, boolean>;
  /** Scans and picks not answered yet: the scan field shows it is busy while any is. */
  scanning: number;
  /** The vehicle being made the cart's vehicle (its button shows busy), or null. */
  choosing: PosVehicle['vehicle_id'] | null;
  /** Why the last vehicle change failed (a call's error, or the spec's "A customer must be selected!"). */
  vehicleError: unknown;
  /** Acknowledged misfits, by `ackKey`. */
  acks: Record<string, true>;
}

type Product = { product_id: string | number; name: string; quantity: number; link?: string };

/**
 * The POS cart page's state and actions, one store per mounted cart (CONTRIBUTING "store.ts").
 * The cart itself is the shared cart (`shared/cart`); this holds what the counter adds around it:
 * the scan queue, the dialogs, the vehicle and the fitment acknowledgements. The calls whose
 * pending state and toasts a button shows are plain functions here and go through `useMutation`
 * in `useCartActions.ts`.
 */
/** Names each mounted cart's scan scope apart (two carts on a page scan each in its own order). */
let mountedCarts = 0;

export function createPosCartStore() {
  const state = createStore<PosCartState>(() => ({
    dialogs: { custom: false, labor: false, search: false, vehicleForm: false },
    scanning: 0,
    choosing: null,
    vehicleError: null,
    acks: readStored<Record<string, true>>(ACKS_KEY, {}),
  }));
  const scanInput: { current: HTMLInputElement | null } = { current: null };

  const backToScan: BackToScan = (origin) => {
    // A dialog gives the focus back to its opener when it closes: the scan field takes it right
    // after the last open dialog has closed, and never while one is open. A dialog still open
    // 2 s later means the clerk is doing something else: the scan field then leaves them be.
    const giveUp = setTimeout(() => cancel(), SCAN_FOCUS_WAIT_MS);
    const cancel = whenNoDialog(() => {
      clearTimeout(giveUp);
      const field = scanInput.current;
      const active = document.activeElement;
      // The clerk is typing in another field (not where the action was made): they keep it.
      if (!field || (active !== field && isTypingField(active) && !origin?.contains(active))) return;
      field.focus();
    });
  };

  // ---- scanning and the part number field: one lookup and one add per code, in order ----
  // The cart's scans in a scope of their own (each lookup and add runs its cart calls in the
  // cart's scope): a scan starts when the one before it has been added.
  const scanScope = `pos-scans-${++mountedCarts}`;
  const queue = <T,>(job: () => Promise<T>): Promise<T> => runInScope(scanScope, null, job);
  /** One add at a time, in order: `find` names the product (a code lookup, or a suggestion as it is). */
  const addInTurn = (find: () => Promise<Product | null>): Promise<boolean> => {
    state.setState((s) => ({ scanning: s.scanning + 1 }));
    return queue(async () => {
      try {
        const product = await find();
        if (!product) return false;
        await cartService.add({ product_id: product.product_id, quantity: product.quantity });
        notifySuccess(text(posCartTexts, 'added', { name: product.name }), { kind: 'added', ...(product.link ? { link: { href: product.link, label: product.name } } : {}) });
        return true;
      } catch (e) {
        if (!isAborted(e)) notifyError(errorText(e));
        return false;
      } finally {
        state.setState((s) => ({ scanning: s.scanning - 1 }));
        // Added or not, the next scan (or the code to correct) goes in the scan field.
        backToScan();
      }
    });
  };

  const setDialog = (dialog: PosCartDialog, open: boolean) => state.setState((s) => ({ dialogs: { ...s.dialogs, [dialog]: open } }));

  return {
    state,
    /** The scan field, for `backToScan` (ScanField fills it). */
    scanInput,
    backToScan,
    /** `instead`: the name search's suggestion to add when no product has that code (Enter with the list open). */
    addByCode: (code: string, instead?: Suggestion): Promise<boolean> =>
      addInTurn(async () => {
        const [product] = await lookupPart(code);
        if (!product && instead) return { product_id: instead.productId, name: instead.name, quantity: 1 };
        if (!product) {
          notifyError(UNKNOWN_CODE(code));
          return null;
        }
        return { product_id: product.product_id, name: product.name, quantity: Math.max(1, Number(product.minimum) || 1), link: product.links?.view || undefined };
      }),
    /** A product the name search suggested: the store's add takes it by id (its minimum is checked there). */
    addSuggestion: (s: Suggestion): Promise<boolean> => addInTurn(async () => ({ product_id: s.productId, name: s.name, quantity: 1 })),

    open: (dialog: PosCartDialog) => setDialog(dialog, true),
    close: (dialog: PosCartDialog) => setDialog(dialog, false),
    /** Add Vehicle asks for a customer first (spec 3: "A customer must be selected!"). */
    openVehicleForm(cart: PosCart): void {
      state.setState({ vehicleError: cart.customer ? null : CUSTOMER_REQUIRED });
      if (cart.customer) setDialog('vehicleForm', true);
    },

    /** The customer's vehicle becomes the shopper's vehicle, as on the storefront (spec 5). */
    async chooseVehicle(vehicle: PosVehicle) {
      state.setState({ vehicleError: null, choosing: vehicle.vehicle_id });
      try {
        const answer = await saveVehicle(vehicle.ymm_data);
        setVehicle(answer, true);
        return await cartService.refresh();
      } finally {
        state.setState({ choosing: null });
      }
    },
    vehicleFailed: (error: unknown) => state.setState({ vehicleError: error }),
    /** Add Vehicle: saved on the customer (customer_vehicle/add), then made the cart's vehicle. */
    async addVehicle(customerId: number, vehicle: { title: string; ymm_data: YmmData }) {
      const saved = await saveCustomerVehicle(customerId, { title: vehicle.title, vin: '', notes: '', ymm_data: vehicle.ymm_data });
      const answer = await saveVehicle(vehicle.ymm_data);
      setVehicle(answer, true);
      await cartService.refresh();
      return saved;
    },
    addCustom: cartService.addCustomProduct,
    addLabor: (fields: LaborFields) => cartService.applyLabor(fields),
    removeCustomer: () => cartService.removeCustomer(),

    /** The staff's acknowledgement that a line does not fit the vehicle (kept across reloads). */
    setAck(key: string, on: boolean): void {
      const acks = { ...state.getState().acks };
      if (on) acks[key] = true;
      else delete acks[key];
      state.setState({ acks });
      writeStored(ACKS_KEY, acks);
    },
  };
}

export type PosCartStore = ReturnType<typeof createPosCartStore>;

/** Tests: forget every acknowledgement (a cart mounted next starts with none). */
export function resetAcks(): void {
  writeStored(ACKS_KEY, {});
}
