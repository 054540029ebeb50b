import type { CartVehicle, CustomerVehicle } from '../../../shared/api/types';
import styles from '../cart.module.css';

/** The vehicle this cart is for (`ymm_vehicle`) and the customer's saved vehicles, where present. */
export function VehicleInfo({ vehicle, customerVehicles }: { vehicle?: CartVehicle | null; customerVehicles?: CustomerVehicle[] }) {
  const saved = customerVehicles ?? [];
  if (!vehicle?.label && !saved.length) return null;
  return (
    <section className={styles.section} aria-label="Vehicles">
      {vehicle?.label && (
        <p>
          <strong>Shopping for:</strong> {vehicle.label}
        </p>
      )}
      {saved.length > 0 && (
        <>
          <p>
            <strong>Your vehicles:</strong>
          </p>
          <ul className={styles.plainList}>
            {saved.map((v) => (
              <li key={String(v.vehicle_id)}>{v.label}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
