import type { PosCart } from '../../shared/api/pos-cart';
import { useMutation } from '../../shared/data';
import { addedLineToast, storeSuccess } from './feedback';
import type { PosCartStore } from './store';
import { posCartTexts } from './texts';
import { text } from '../../shared/texts';

/**
 * The cart-level changes as single-flight mutations (a double click sends one request), with
 * the store's own success words in their toasts. Their work is in the store; this adds what a
 * button shows (pending) and says (toasts).
 */
export function useCartActions(store: PosCartStore, cart: PosCart | null) {
  const { backToScan } = store;
  const addCustom = useMutation(store.addCustom, {
    successToast: (c) => addedLineToast(c, text(posCartTexts, 'productAdded')),
  });
  const addLabor = useMutation(store.addLabor, {
    successToast: (c) => addedLineToast(c, text(posCartTexts, 'laborAdded')),
  });
  const removeCustomer = useMutation(store.removeCustomer, { onSuccess: () => backToScan() });
  const chooseVehicle = useMutation(store.chooseVehicle, { onError: store.vehicleFailed, errorToast: false, onSuccess: () => backToScan() });
  const addVehicle = useMutation(
    (vehicle: Parameters<PosCartStore['addVehicle']>[1]) => store.addVehicle(Number(cart?.customer?.customer_id), vehicle),
    // The store's own words for the saved vehicle (spec 3: addVehicle answers `success`).
    { successToast: (saved) => storeSuccess(saved.success, text(posCartTexts, 'vehicleAdded')) },
  );

  /** A dialog's submit: true when taken (then the clerk scans on), false to keep the dialog and what was typed. */
  const taken = <A>(send: (a: A) => Promise<unknown>, after?: () => void) => (a: A) =>
    send(a).then(
      () => {
        after?.();
        backToScan();
        return true;
      },
      () => false,
    );

  return {
    removeCustomer,
    chooseVehicle,
    pending: { custom: addCustom.pending, labor: addLabor.pending, vehicle: addVehicle.pending, removeCustomer: removeCustomer.pending },
    // Like the Labor dialog: added, the custom product dialog closes and the clerk scans on.
    addCustom: taken(addCustom.mutateAsync, () => store.close('custom')),
    addLabor: taken(addLabor.mutateAsync),
    addVehicle: taken(addVehicle.mutateAsync),
  };
}
