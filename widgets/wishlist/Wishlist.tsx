import { getSettings } from '../../shared/config/settings';
import { getWishlist, removeFromWishlist } from '../../shared/api/lists';
import { ListState } from '../../shared/ui/ListState';
import { ListRowActions } from '../../shared/product/ListRowActions';
import { showsShopperButtons } from '../../shared/product/cartRules';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useStoreList } from '../../shared/state/useStoreList';
import { WishlistTable } from './components/WishlistTable';

export const EMPTY_TEXT = 'Your wishlist is empty.';

/**
 * The wishlist page (/account/wishlist): each saved product with add to cart (or a link to its
 * page when it has required options) and remove. Both are disabled for products that are not
 * orderable (spec 1 §4; the store refuses them too).
 */
export function Wishlist({ instanceId }: WidgetBaseProps) {
  const { status, products, reload, remove } = useStoreList(getWishlist, removeFromWishlist, 'wishlist');
  const shopper = showsShopperButtons(getSettings());

  return (
    <ListState
      status={status}
      count={products.length}
      loadingLabel="Loading your wishlist…"
      errorText="Your wishlist could not be loaded."
      emptyText={EMPTY_TEXT}
      onRetry={() => void reload()}
    >
      <WishlistTable
        products={products}
        actions={(p) => <ListRowActions row={p} shopper={shopper} onRemove={() => remove(p)} source={instanceId} />}
      />
    </ListState>
  );
}
