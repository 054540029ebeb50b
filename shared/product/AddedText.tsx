import type { Product } from '../api/shapes/product';
import styles from './AddedText.module.css';
import { useTexts, withNodes } from '../texts';
import { productTexts } from './texts';

/**
 * Spec 1 §8: "You have added {product} to the cart.", the product's name linking to its page
 * (spec 3 §8). `where` adds the store for a ship-to-store add.
 */
export function AddedText({ product, where }: { product: Pick<Product, 'name' | 'links'>; where?: string }) {
  const t = useTexts(productTexts);
  const name = product.links?.view ? (
    <a className={styles.productLink} href={product.links.view}>
      {product.name}
    </a>
  ) : (
    product.name
  );
  return <>{withNodes(where ? t('addedToCartFor', { where }) : t('addedToCart'), { product: name })}</>;
}
