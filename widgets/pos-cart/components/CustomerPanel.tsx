import type { PosCart, PosVehicle } from '../../../shared/api/pos-cart';
import { errorText } from '../../../shared/api/errors';
import { vehicleName } from '../../../shared/cart/lines';
import { formatMoney } from '../../../shared/money';
import { Button } from '../../../shared/ui';
import { posCartTexts } from '../texts';
import { useTexts } from '../../../shared/texts';
import { CUSTOMER_REQUIRED } from '../store';
import styles from '../pos-cart.module.css';

/** Beside a tax-exempt customer's name (spec 5 `customer.tax_exempt`): the cart's totals carry no tax for them. */
export const TAX_EXEMPT = posCartTexts.en.taxExempt;

export interface CustomerPanelProps {
  cart: PosCart;
  vehiclesEnabled: boolean;
  onFindCustomer: () => void;
  onRemoveCustomer: () => void;
  removing: boolean;
  onChooseVehicle: (vehicle: PosVehicle) => void;
  /** The vehicle being saved (its id), while saveVehicle is under way. */
  choosing: PosVehicle['vehicle_id'] | null;
  onAddVehicle: () => void;
  /** 'A customer must be selected!' or another vehicle failure, shown under the vehicles. */
  vehicleError: unknown;
}

/** The cart's customer (set through the customer search, removed) and the customer's vehicles. */
export function CustomerPanel({ cart, vehiclesEnabled, onFindCustomer, onRemoveCustomer, removing, onChooseVehicle, choosing, onAddVehicle, vehicleError }: CustomerPanelProps) {
  const t = useTexts(posCartTexts);
  const customer = cart.customer;
  const current = cart.ymm_vehicle;
  return (
    <section className={styles.panel} aria-labelledby="pf-pos-cart-customer">
      <div className={styles.panelHead}>
        <h2 id="pf-pos-cart-customer" className={styles.heading}>
          {t('customer')}
        </h2>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onFindCustomer}>
            {customer ? t('changeCustomer') : t('setCustomer')}
          </Button>
          {customer && (
            <Button variant="secondary" size="sm" onClick={onRemoveCustomer} busy={removing}>
              {t('removeCustomer')}
            </Button>
          )}
        </div>
      </div>
      {customer ? (
        <p>
          <strong>
            {customer.firstname} {customer.lastname}
          </strong>
          {customer.email ? ` · ${customer.email}` : ''}
          {customer.telephone ? ` · ${customer.telephone}` : ''}
          {customer.store_credit !== undefined && customer.store_credit > 0 ? ` · ${t('storeCredit', { amount: formatMoney(customer.store_credit) })}` : ''}
          {customer.tax_exempt ? ` · ${t('taxExempt')}` : ''}
        </p>
      ) : (
        <p className={styles.meta}>{t('noCustomer')}</p>
      )}
      {vehiclesEnabled && (
        <>
          <h3 className={styles.heading}>{t('vehicle')}</h3>
          <p>{vehicleName(current) || t('noVehicle')}</p>
          {cart.customer_vehicles.length > 0 && (
            <ul className={styles.vehicles} aria-label={t('customerVehicles')}>
              {cart.customer_vehicles.map((v) => {
                const isCurrent = current?.vehicle_id !== null && current?.vehicle_id !== undefined && String(current.vehicle_id) === String(v.vehicle_id);
                return (
                  <li key={v.vehicle_id}>
                    <Button variant="secondary" size="sm" aria-pressed={isCurrent} busy={String(choosing) === String(v.vehicle_id)} disabled={choosing !== null} onClick={() => onChooseVehicle(v)}>
                      {vehicleName(v)}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <div>
            <Button variant="link" size="sm" onClick={onAddVehicle}>
              {t('addVehicle')}
            </Button>
          </div>
          {vehicleError ? (
            <p className={styles.noFit} role="alert">
              {vehicleError === CUSTOMER_REQUIRED ? t('customerRequired') : errorText(vehicleError)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
