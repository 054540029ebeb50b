import { showsShopperButtons, useSettings } from '../../shared/config';
import { getWishlist, removeFromWishlist } from '../../shared/api/lists';
import { ListState } from '../../shared/ui/ListState';
import { ListRowActions } from '../../shared/lists';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useStoreList } from '../../shared/lists';
import { WishlistTable } from './components/WishlistTable';

export const EMPTY_TEXT = 'Your wishlist is empty.';

/**
 * The wishlist page (/account/wishlist): each saved product with add to cart (or a link to its
 * page when it has required options) and remove. Both are disabled for products that are not
 * orderable (spec 1 §4; the store refuses them too).
 */
export function Wishlist(_props: WidgetBaseProps) {
  const { status, products, reload, remove } = useStoreList(getWishlist, removeFromWishlist, 'wishlist');
  const shopper = showsShopperButtons(useSettings());

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
        actions={(p) => <ListRowActions row={p} shopper={shopper} onRemove={() => remove(p)} />}
      />
    </ListState>
  );
}
