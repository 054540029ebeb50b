import { getSettings } from '../../shared/config/settings';
import { removeFromWishlist } from '../../shared/api/lists';
import { errorText } from '../../shared/api/errors';
import type { WishlistProduct } from '../../shared/api/types';
import { notifyError, notifySuccess } from '../../shared/ui/toast';
import { Loading } from '../../shared/ui/Loading';
import { Button, buttonClass } from '../../shared/ui/Button';
import { AddToCartButton } from '../../shared/product/AddToCartButton';
import { showsShopperButtons } from '../../shared/product/cartRules';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useWishlist } from './useWishlist';
import { asCartProduct } from './cartProduct';
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
  const { status, products, reload } = useWishlist();
  const shopper = showsShopperButtons(getSettings());

  const remove = async (p: WishlistProduct) => {
    try {
      const { success } = await removeFromWishlist(p.product_id);
      if (success) notifySuccess(success);
      await reload();
    } catch (error) {
      notifyError(errorText(error));
    }
  };

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
              product={asCartProduct(p)}
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
