import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { errorText, isAborted } from '../../shared/api/errors';
import type { LaborFields, PosCart as PosCartData, PosVehicle } from '../../shared/api/pos-cart';
import { saveVehicle } from '../../shared/api/ymm';
import { saveVehicle as saveCustomerVehicle, type YmmData } from '../../shared/api/customer';
import { cartService, cartVehicleName, useSharedCart } from '../../shared/cart';
import { isPosLocked, isStaffMode, useSettings } from '../../shared/config';
import { useMutation } from '../../shared/data';
import { CART_WORKS_OFFLINE, OfflineBanner, lookupPart, shownKeyOf, useCartOutbox } from '../../shared/offline';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { CustomerSearchDialog, useAssignCustomer } from '../../shared/customer';
import type { PosCartProps } from './props';
import { Button, Loading, focusLost, notifyError, notifySuccess, whenNoDialog } from '../../shared/ui';
import { requestFitment, setVehicle, fitmentStore, fitmentKey } from '../../shared/vehicle';
import { useStore } from 'zustand';
import { ackKey, fitAcks } from './acks';
import { AddVehicleModal } from './components/AddVehicleModal';
import { ApplyCode } from './components/ApplyCode';
import { CustomerPanel } from './components/CustomerPanel';
import { CustomProductModal } from './components/CustomProductModal';
import { LaborModal } from './components/LaborModal';
import { Line } from './components/Line';
import { OrderActions } from './components/OrderActions';
import { ScanField } from './components/ScanField';
import { addedLineToast, storeSuccess } from './feedback';
import type { Suggestion } from './nameSearch';
import { ScanFocus, isTypingField, type BackToScan } from './scanFocus';
import { listenForScans } from './scanner';
import { T } from './texts';
import styles from './pos-cart.module.css';

export const LOAD_FAILED = 'The cart could not be loaded.';
export const UNKNOWN_CODE = (code: string) => `No product matches "${code}".`;
/** How long the scan field waits for the open dialogs to close before it leaves the focus alone. */
const SCAN_FOCUS_WAIT_MS = 2000;

/**
 * The POS cart page (#pf-pos-cart, spec 3 §2 §4 §5 §7): the shared cart with the counter's
 * tools. Every change goes through the one cart service (queued, then published); each control
 * is single-flight; failures show the store's words and leave everything typed in place.
 */
export function PosCart(_props: PosCartProps & WidgetBaseProps) {
  const settings = useSettings();
  if (!isStaffMode(settings)) return <p className={styles.notice}>The POS cart is available in POS mode only.</p>;
  if (isPosLocked(settings)) return <p className={styles.notice}>The POS is locked.</p>;
  return <PosCartScreen />;
}

function PosCartScreen() {
  const settings = useSettings();
  const { laborRates, taxClasses, poNumbers, vehiclesEnabled } = settings.pos;
  // Issue 29: the clerk's changes are kept and sent in order when the network drops.
  useCartOutbox();
  const shared = useSharedCart();
  const cart = shared.cart as PosCartData | null;
  const [customOpen, setCustomOpen] = useState(false);
  const [laborOpen, setLaborOpen] = useState(false);
  const [vehicleError, setVehicleError] = useState<unknown>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const assignment = useAssignCustomer();

  // ---- the focus goes back to the scan field after every cart action (scanFocus.ts) ----
  const scanInput = useRef<HTMLInputElement>(null);
  const backToScan = useCallback<BackToScan>((origin) => {
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
  }, []);

  // The page opens with the focus in the scan field (unless the clerk already put it somewhere).
  const loaded = shared.cart !== null;
  useEffect(() => {
    if (loaded && focusLost()) scanInput.current?.focus();
  }, [loaded]);

  // ---- scanning and the part number field: one lookup and one add per code, in order ----
  const scans = useRef<Promise<unknown>>(Promise.resolve());
  const [scanning, setScanning] = useState(0);
  /** One add at a time, in order: `find` names the product (a code lookup, or a suggestion as it is). */
  const addInTurn = (find: () => Promise<{ product_id: string | number; name: string; quantity: number; link?: string } | null>): Promise<boolean> => {
    setScanning((n) => n + 1);
    const run = scans.current.then(async () => {
      try {
        const product = await find();
        if (!product) return false;
        await cartService.add({ product_id: product.product_id, quantity: product.quantity });
        notifySuccess(`You have added ${product.name} to the cart.`, { kind: 'added', ...(product.link ? { link: { href: product.link, label: product.name } } : {}) });
        return true;
      } catch (e) {
        if (!isAborted(e)) notifyError(errorText(e));
        return false;
      } finally {
        setScanning((n) => n - 1);
        // Added or not, the next scan (or the code to correct) goes in the scan field.
        backToScan();
      }
    });
    scans.current = run;
    return run;
  };
  /** `instead`: the name search's suggestion to add when no product has that code (Enter with the list open). */
  const addByCode = (code: string, instead?: Suggestion): Promise<boolean> =>
    addInTurn(async () => {
      const [product] = await lookupPart(code);
      if (!product && instead) return { product_id: instead.productId, name: instead.name, quantity: 1 };
      if (!product) {
        notifyError(UNKNOWN_CODE(code));
        return null;
      }
      return { product_id: product.product_id, name: product.name, quantity: Math.max(1, Number(product.minimum) || 1), link: product.links?.view || undefined };
    });
  // A product the name search suggested: the store's add takes it by id (its minimum is checked there).
  const addSuggestion = (s: Suggestion): Promise<boolean> => addInTurn(async () => ({ product_id: s.productId, name: s.name, quantity: 1 }));
  const addRef = useRef(addByCode);
  useLayoutEffect(() => {
    addRef.current = addByCode;
  });
  // A scanner burst anywhere on the page (scanner.ts) adds its product.
  useEffect(() => listenForScans(document, (code) => void addRef.current(code)), []);

  // ---- cart-level changes ----
  const addCustom = useMutation(cartService.addCustomProduct, {
    successToast: (c) => addedLineToast(c, 'The product has been added to the cart.'),
  });
  const addLabor = useMutation((fields: LaborFields) => cartService.applyLabor(fields), {
    successToast: (c) => addedLineToast(c, 'The labor has been added to the cart.'),
  });
  const removeCustomer = useMutation(() => cartService.removeCustomer(), { onSuccess: () => backToScan() });
  const [choosing, setChoosing] = useState<PosVehicle['vehicle_id'] | null>(null);
  const chooseVehicle = useMutation(
    async (vehicle: PosVehicle) => {
      setVehicleError(null);
      setChoosing(vehicle.vehicle_id);
      try {
        // The customer's vehicle becomes the shopper's vehicle, as on the storefront (spec 5).
        const answer = await saveVehicle(vehicle.ymm_data);
        setVehicle(answer, true);
        return await cartService.refresh();
      } finally {
        setChoosing(null);
      }
    },
    { onError: (e) => setVehicleError(e), errorToast: false, onSuccess: () => backToScan() },
  );

  // Add Vehicle: saved on the customer (customer_vehicle/add), then made the cart's vehicle.
  const [vehicleFormOpen, setVehicleFormOpen] = useState(false);
  const addVehicle = useMutation(
    async (vehicle: { title: string; ymm_data: YmmData }) => {
      const customerId = Number(cart?.customer?.customer_id);
      const saved = await saveCustomerVehicle(customerId, { title: vehicle.title, vin: '', notes: '', ymm_data: vehicle.ymm_data });
      const answer = await saveVehicle(vehicle.ymm_data);
      setVehicle(answer, true);
      await cartService.refresh();
      return saved;
    },
    // The store's own words for the saved vehicle (spec 3: addVehicle answers `success`).
    { successToast: (saved) => storeSuccess(saved.success, 'The vehicle has been added.') },
  );

  // ---- fitment: every line's verdict from one validateFitment, again when the vehicle changes ----
  const products = useMemo(() => cart?.products ?? [], [cart]);
  const vehicleTitle = cart ? cartVehicleName(cart) || null : null;
  const parts = useMemo(() => products.filter((p) => !p.is_custom && p.aaia && p.mpn).map((p) => ({ aaia: p.aaia, mpn: p.mpn })), [products]);
  const lastVehicle = useRef<string | null>(vehicleTitle);
  useEffect(() => {
    if (lastVehicle.current === vehicleTitle) return;
    lastVehicle.current = vehicleTitle;
    if (vehicleTitle && parts.length) void requestFitment(parts, { force: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vehicleTitle]);
  const entries = useStore(fitmentStore, (s) => s.entries);
  const acks = useStore(fitAcks, (s) => s.acks);
  const unacknowledged = vehicleTitle
    ? products.filter((p) => !p.is_custom && entries[fitmentKey(p)]?.part.result === 'no' && !acks[ackKey(p.key, vehicleTitle)]).length
    : 0;

  if (!cart) {
    if (shared.error) {
      return (
        <div className={styles.root}>
          <OfflineBanner works={CART_WORKS_OFFLINE} />
          <p className={styles.noFit} role="alert">
            {LOAD_FAILED} {errorText(shared.error)}
          </p>
          <Button variant="secondary" onClick={shared.retry}>
            Try again
          </Button>
        </div>
      );
    }
    return <Loading label="Loading the cart…" />;
  }

  const empty = products.length === 0 && cart.vouchers.length === 0;

  return (
    <ScanFocus.Provider value={backToScan}>
    <div className={styles.root}>
      {/* Outside the grids: empty, it takes no room. */}
      <OfflineBanner works={CART_WORKS_OFFLINE} />
      <div className={styles.layout}>
      <div className={styles.work}>
      {shared.error ? (
        <p className={styles.noFit} role="alert">
          {LOAD_FAILED} {errorText(shared.error)}{' '}
          <Button variant="link" size="sm" onClick={shared.retry}>
            Try again
          </Button>
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <ScanField onCode={addByCode} onPick={addSuggestion} busy={scanning > 0} inputRef={scanInput} />
        <ApplyCode />
        <Button variant="secondary" onClick={() => setCustomOpen(true)}>
          {T.addCustomProduct}
        </Button>
        {laborRates.length > 0 && (
          <Button variant="secondary" onClick={() => setLaborOpen(true)}>
            Add Custom Labor
          </Button>
        )}
      </div>
      <CustomerPanel
        cart={cart}
        vehiclesEnabled={vehiclesEnabled}
        onFindCustomer={() => setSearchOpen(true)}
        onRemoveCustomer={() => void removeCustomer.mutate()}
        removing={removeCustomer.pending}
        onChooseVehicle={(v) => void chooseVehicle.mutate(v)}
        choosing={choosing}
        onAddVehicle={() => {
          setVehicleError(cart.customer ? null : T.customerRequired);
          if (cart.customer) setVehicleFormOpen(true);
        }}
        vehicleError={vehicleError}
      />
      <section className={styles.panel} aria-labelledby="pf-pos-cart-lines">
        <h2 id="pf-pos-cart-lines" className={styles.heading}>
          Products
        </h2>
        {products.length === 0 ? (
          <p>{T.emptyCart}</p>
        ) : (
          <ul className={styles.lines} aria-label="Products in the cart">
            {products.map((line) => (
              <Line
                // The key the line was first shown under (`shownKeyOf`): a part just scanned keeps its line when the store confirms it.
                key={shownKeyOf(line.key)}
                line={line}
                laborRates={laborRates}
                poNumbers={poNumbers.enabled}
                vehicle={vehicleTitle}
              />
            ))}
          </ul>
        )}
        {cart.vouchers.length > 0 && (
          <ul className={styles.lines} aria-label="Gift certificates in the cart">
            {cart.vouchers.map((v) => (
              <li key={v.key} className={styles.meta}>
                {v.description}: {v.amount_text}
              </li>
            ))}
          </ul>
        )}
      </section>
      </div>
      {/* The totals and Check Out stay on screen however long the cart (a counter tablet). */}
      <section className={styles.summary} aria-label="Order summary">
        {cart.totals.length > 0 && (
          <dl className={styles.totals}>
            {cart.totals.map((t) => (
              <div key={t.code} className={styles.totalRow}>
                <dt>{t.title}</dt>
                <dd>{t.text}</dd>
              </div>
            ))}
          </dl>
        )}
        <OrderActions
          onDone={() => backToScan()}
          empty={empty}
          unacknowledged={unacknowledged}
          orderId={cart?.order_id}
          customerName={[cart?.customer?.firstname, cart?.customer?.lastname].filter(Boolean).join(' ')}
          total={cart?.totals.find((t) => t.code === 'total')?.text}
        />
      </section>
      </div>
      <CustomerSearchDialog
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        fullScreen
        busy={assignment.pending}
        onConfirm={async (customer) => {
          if (await assignment.assign(Number(customer.customer_id))) {
            setSearchOpen(false);
            backToScan();
          }
        }}
      />
      {cart.customer && (
        <AddVehicleModal
          open={vehicleFormOpen}
          onClose={() => setVehicleFormOpen(false)}
          customerName={`${cart.customer.firstname} ${cart.customer.lastname}`}
          adding={addVehicle.pending}
          onAdd={(v) =>
            addVehicle.mutateAsync(v).then(
              () => {
                backToScan();
                return true;
              },
              () => false,
            )
          }
        />
      )}
      <CustomProductModal open={customOpen} onClose={() => setCustomOpen(false)} taxClasses={taxClasses} adding={addCustom.pending} onAdd={(f) =>
          addCustom.mutateAsync(f).then(
            () => {
              // Like the Labor dialog: added, the dialog closes and the clerk scans on.
              setCustomOpen(false);
              backToScan();
              return true;
            },
            () => false,
          )
        }
      />
      <LaborModal
        open={laborOpen}
        onClose={() => setLaborOpen(false)}
        title="Add Custom Labor"
        submitLabel="Add Labor"
        rates={laborRates}
        sending={addLabor.pending}
        onSubmit={(f) =>
          addLabor.mutateAsync(f).then(
            () => {
              backToScan();
              return true;
            },
            () => false,
          )
        }
      />
    </div>
    </ScanFocus.Provider>
  );
}
