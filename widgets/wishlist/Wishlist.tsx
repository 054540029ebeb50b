import { getWishlist, removeFromWishlist } from '../../shared/api/lists';
import { StoreListView } from '../../shared/lists';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { WishlistTable } from './components/WishlistTable';

export const EMPTY_TEXT = 'Your wishlist is empty.';

/**
 * The wishlist page (/account/wishlist): each saved product with add to cart (or a link to its
 * page when it has required options) and remove. Both are disabled for products that are not
 * orderable (spec 1 §4; the store refuses them too).
 */
export function Wishlist(_props: WidgetBaseProps) {
  return (
    <StoreListView
      load={getWishlist}
      remove={removeFromWishlist}
      what="wishlist"
      loadingLabel="Loading your wishlist…"
      errorText="Your wishlist could not be loaded."
      emptyText={EMPTY_TEXT}
    >
      {(products, actions) => <WishlistTable products={products} actions={actions} />}
    </StoreListView>
  );
}
