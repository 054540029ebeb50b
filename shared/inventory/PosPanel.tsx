import type { Product } from '../api/shapes/product';
import { InventoryByLocation, useInventoryByLocation } from './InventoryByLocation';
import { DistributorInventory } from './DistributorInventory';
import { ShipToStore } from './ShipToStore';
import styles from './inventory.module.css';

/**
 * The POS user's part of the product page (spec 1 §6, spec 3 §2), loaded only in POS mode:
 * inventory by location, distributor inventory and the ship-to-store choice.
 */
export function PosPanel({ product, quantity, instanceId }: { product: Product; quantity: number; instanceId: string }) {
  const inventory = useInventoryByLocation(product.product_id);
  return (
    <div className={styles.pos}>
      <InventoryByLocation state={inventory} />
      <DistributorInventory product={product} stock={inventory.rows} />
      <ShipToStore product={product} quantity={quantity} stock={inventory.rows} stockFailed={inventory.failed} instanceId={instanceId} />
    </div>
  );
}
