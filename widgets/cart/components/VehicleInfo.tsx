import { type Cart } from '../../../shared/cart';
import { vehicleName } from '../../../shared/cart/lines';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

/** The vehicle this cart is for (`ymm_vehicle`) and the customer's saved vehicles, named from `title` / `ymm` / facets. */
export function VehicleInfo({ vehicle, customerVehicles }: { vehicle: Cart['ymm_vehicle']; customerVehicles: Cart['customer_vehicles'] }) {
  const t = useTexts(cartTexts);
  const current = vehicleName(vehicle);
  const saved = customerVehicles.map((v) => ({ id: v.vehicle_id, name: vehicleName(v) })).filter((v) => v.name);
  if (!current && !saved.length) return null;
  return (
    <section className={styles.section} aria-label={t('vehicles')}>
      {current && (
        <p>
          <strong>{t('shoppingFor')}</strong> {current}
        </p>
      )}
      {saved.length > 0 && (
        <>
          <p>
            <strong>{t('yourVehicles')}</strong>
          </p>
          <ul className={styles.plainList}>
            {saved.map((v) => (
              <li key={v.id}>{v.name}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
