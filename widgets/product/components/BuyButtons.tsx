import type { Product } from '../../../shared/api/shapes/product';
import { AddToCartButton } from '../../../shared/product';
import { LaborLine } from '../../../shared/product';
import type { AddRequest } from '../../../shared/product';
import styles from '../product.module.css';

export interface BuyButtonsProps {
  product: Product;
  prepare: () => AddRequest | null;
  quantity: number | '';
  instanceId: string;
}

/**
 * Add to Cart, Buy Now (instant checkout) and, when the part has labor, Add with Labor with its
 * labor line. Disabled while the quantity is empty (spec 1 §5).
 */
export function BuyButtons({ product, prepare, quantity, instanceId }: BuyButtonsProps) {
  const empty = quantity === '';
  const labor = product.labor;
  return (
    <div className={styles.buttons}>
      <AddToCartButton product={product} kind="regular" prepare={prepare} disabled={empty} />
      <AddToCartButton product={product} kind="instant" variant="secondary" prepare={prepare} disabled={empty} />
      {labor && (
        <div className={styles.labor}>
          <AddToCartButton product={product} kind="labor" variant="secondary" prepare={prepare} disabled={empty} />
          <LaborLine labor={labor} quantity={empty ? 1 : quantity} id={`${instanceId}-labor`} />
        </div>
      )}
    </div>
  );
}
