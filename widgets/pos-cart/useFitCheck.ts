import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { PosCart } from '../../shared/api/pos-cart';
import { cartVehicleName } from '../../shared/cart/lines';
import { fitmentKey, fitmentStore, requestFitment } from '../../shared/vehicle';
import { ackKey, type PosCartStore } from './store';

/**
 * Every line's verdict from one validateFitment, asked again when the cart's vehicle changes;
 * returns the vehicle's name and how many misfits the staff has not acknowledged yet (Check Out
 * waits for them).
 */
export function useFitCheck(store: PosCartStore, cart: PosCart | null) {
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
  const acks = useStore(store.state, (s) => s.acks);
  const unacknowledged = vehicleTitle
    ? products.filter((p) => !p.is_custom && entries[fitmentKey(p)]?.part.result === 'no' && !acks[ackKey(p.key, vehicleTitle)]).length
    : 0;
  return { products, vehicleTitle, unacknowledged };
}
