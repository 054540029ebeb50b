import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { errorText } from '../../shared/api/errors';
import type { PosCart as PosCartData } from '../../shared/api/pos-cart';
import { useSharedCart } from '../../shared/cart';
import { useSettings } from '../../shared/config';
import { CustomerSearchDialog, useAssignCustomer } from '../../shared/customer';
import { cartWorksOffline, OfflineBanner, useCartOutbox } from '../../shared/offline';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { Button, LoadFailed, Loading, focusLost } from '../../shared/ui';
import { AddVehicleModal } from './components/AddVehicleModal';
import { ApplyCode } from './components/ApplyCode';
import { CustomerPanel } from './components/CustomerPanel';
import { CustomProductModal } from './components/CustomProductModal';
import { LaborModal } from './components/LaborModal';
import { CartLines } from './components/CartLines';
import { ScanField } from './components/ScanField';
import { Summary } from './components/Summary';
import { PosCartContext, useScanning } from './context';
import type { PosCartProps } from './props';
import { ScanFocus } from './scanFocus';
import { listenForScans } from './scanner';
import { createPosCartStore } from './store';
import { posCartTexts } from './texts';
import { useTexts } from '../../shared/texts';
import { useCartActions } from './useCartActions';
import { useFitCheck } from './useFitCheck';
import styles from './pos-cart.module.css';

export const LOAD_FAILED = posCartTexts.en.loadFailed;

/**
 * The POS cart page (#pf-pos-cart, spec 3 §2 §4 §5 §7): the shared cart with the counter's
 * tools. Every change goes through the one cart service (queued, then published); each control
 * is single-flight; failures show the store's words and leave everything typed in place. The
 * page's state and actions live in its store (store.ts); this is the markup.
 */
export function PosCart(_props: PosCartProps & WidgetBaseProps) {
  const { laborRates, taxClasses, poNumbers, vehiclesEnabled } = useSettings().pos;
  const t = useTexts(posCartTexts);
  // The clerk's changes are kept and sent in order when the network drops.
  useCartOutbox();
  const shared = useSharedCart();
  const cart = shared.cart as PosCartData | null;
  const store = useMemo(() => createPosCartStore(), []);
  const { backToScan } = store;
  const dialogs = useStore(store.state, (s) => s.dialogs);
  const choosing = useStore(store.state, (s) => s.choosing);
  const vehicleError = useStore(store.state, (s) => s.vehicleError);
  const scanning = useScanning(store);
  const actions = useCartActions(store, cart);
  const assignment = useAssignCustomer();
  const { products, vehicleTitle, unacknowledged } = useFitCheck(store, cart);

  // The page opens with the focus in the scan field (unless the clerk already put it somewhere).
  const loaded = shared.cart !== null;
  useEffect(() => {
    if (loaded && focusLost()) store.scanInput.current?.focus();
  }, [loaded, store]);
  // A scanner burst anywhere on the page (scanner.ts) adds its product.
  useEffect(() => listenForScans(document, (code) => void store.addByCode(code)), [store]);

  if (!cart) {
    if (shared.error) {
      return (
        <div className={styles.root}>
          <OfflineBanner works={cartWorksOffline()} />
          <LoadFailed className={styles.noFit} text={`${t('loadFailed')} ${errorText(shared.error)}`} onRetry={shared.retry} />
        </div>
      );
    }
    return <Loading label={t('loading')} />;
  }

  return (
    <PosCartContext.Provider value={store}>
    <ScanFocus.Provider value={backToScan}>
    <div className={styles.root}>
      {/* Outside the grids: empty, it takes no room. */}
      <OfflineBanner works={cartWorksOffline()} />
      <div className={styles.layout}>
      <div className={styles.work}>
      {shared.error ? <LoadFailed inline className={styles.noFit} text={`${t('loadFailed')} ${errorText(shared.error)}`} onRetry={shared.retry} /> : null}
      <div className={styles.toolbar}>
        <ScanField onCode={store.addByCode} onPick={store.addSuggestion} busy={scanning > 0} inputRef={store.scanInput} />
        <ApplyCode />
        <Button variant="secondary" onClick={() => store.open('custom')}>
          {t('addCustomProduct')}
        </Button>
        {laborRates.length > 0 && (
          <Button variant="secondary" onClick={() => store.open('labor')}>
            {t('addCustomLabor')}
          </Button>
        )}
      </div>
      <CustomerPanel
        cart={cart}
        vehiclesEnabled={vehiclesEnabled}
        onFindCustomer={() => store.open('search')}
        onRemoveCustomer={() => void actions.removeCustomer.mutate()}
        removing={actions.pending.removeCustomer}
        onChooseVehicle={(v) => void actions.chooseVehicle.mutate(v)}
        choosing={choosing}
        onAddVehicle={() => store.openVehicleForm(cart)}
        vehicleError={vehicleError}
      />
      <CartLines products={products} vouchers={cart.vouchers} laborRates={laborRates} poNumbers={poNumbers.enabled} vehicle={vehicleTitle} />
      </div>
      {/* The totals and Check Out stay on screen however long the cart (a counter tablet). */}
      <Summary cart={cart} empty={products.length === 0 && cart.vouchers.length === 0} unacknowledged={unacknowledged} onDone={() => backToScan()} />
      </div>
      <CustomerSearchDialog
        open={dialogs.search}
        onClose={() => store.close('search')}
        fullScreen
        busy={assignment.pending}
        onConfirm={async (customer) => {
          if (await assignment.assign(Number(customer.customer_id))) {
            store.close('search');
            backToScan();
          }
        }}
      />
      {cart.customer && (
        <AddVehicleModal
          open={dialogs.vehicleForm}
          onClose={() => store.close('vehicleForm')}
          customerName={`${cart.customer.firstname} ${cart.customer.lastname}`}
          adding={actions.pending.vehicle}
          onAdd={actions.addVehicle}
        />
      )}
      <CustomProductModal open={dialogs.custom} onClose={() => store.close('custom')} taxClasses={taxClasses} adding={actions.pending.custom} onAdd={actions.addCustom} />
      <LaborModal
        open={dialogs.labor}
        onClose={() => store.close('labor')}
        title={t('addCustomLabor')}
        submitLabel={t('addLabor')}
        rates={laborRates}
        sending={actions.pending.labor}
        onSubmit={actions.addLabor}
      />
    </div>
    </ScanFocus.Provider>
    </PosCartContext.Provider>
  );
}
