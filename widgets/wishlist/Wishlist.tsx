import { getSettings } from '../../shared/config/settings';
import { getWishlist, removeFromWishlist } from '../../shared/api/lists';
import { Loading } from '../../shared/ui/Loading';
import { Button, buttonClass } from '../../shared/ui/Button';
import { AddToCartButton } from '../../shared/product/AddToCartButton';
import { showsShopperButtons } from '../../shared/product/cartRules';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useStoreList } from '../../shared/state/useStoreList';
import { rowAsCartProduct } from '../../shared/product/listRow';
import { WishlistTable } from './components/WishlistTable';
import { RemoveButton } from './components/RemoveButton';
import styles from './wishlist.module.css';

export const EMPTY_TEXT = 'Your wishlist is empty.';

/**
 * The wishlist page (/account/wishlist): each saved product with add to cart (or a link to its
 * page when it has required options) and remove. Both are disabled for products that are not
 * orderable (spec 1 §4; the store refuses them too).
 */
export function Wishlist({ instanceId }: WidgetBaseProps) {
  const { status, products, reload, remove } = useStoreList(getWishlist, removeFromWishlist, 'wishlist');
  const shopper = showsShopperButtons(getSettings());


  if (status === 'loading' && products.length === 0) return <Loading label="Loading your wishlist…" />;
  if (status === 'error' && products.length === 0) {
    return (
      <div role="alert" className={styles.error}>
        <p>Your wishlist could not be loaded.</p>
        <Button variant="secondary" onClick={() => void reload()}>
          Try again
        </Button>
      </div>
    );
  }
  if (products.length === 0) return <p className={styles.empty}>{EMPTY_TEXT}</p>;

  return (
    <WishlistTable
      products={products}
      actions={(p) => (
        <div className={styles.actions}>
          {shopper && p.requires_options ? (
            <a className={buttonClass('secondary')} href={p.links?.view} aria-label={`Choose options for ${p.name}`}>
              Choose Options
            </a>
          ) : null}
          {shopper && !p.requires_options ? (
            <AddToCartButton
              label="Add to Cart"
              product={rowAsCartProduct(p)}
              kind="regular"
              disabled={p.is_orderable === false}
              prepare={() => ({ quantity: Math.max(1, Number(p.minimum) || 1) })}
              source={instanceId}
            />
          ) : null}
          <RemoveButton name={p.name} onRemove={() => remove(p)} disabled={p.is_orderable === false} />
        </div>
      )}
    />
  );
}
