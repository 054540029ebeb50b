import { getWishlist, removeFromWishlist } from '../../shared/api/lists';
import { StoreListView } from '../../shared/lists';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useTexts } from '../../shared/texts';
import { WishlistTable } from './components/WishlistTable';
import { wishlistTexts } from './texts';

export const EMPTY_TEXT = wishlistTexts.en.empty;

/**
 * The wishlist page (/account/wishlist): each saved product with add to cart (or a link to its
 * page when it has required options) and remove. Both are disabled for products that are not
 * orderable (spec 1 §4; the store refuses them too).
 */
export function Wishlist(_props: WidgetBaseProps) {
  const t = useTexts(wishlistTexts);
  return (
    <StoreListView
      load={getWishlist}
      remove={removeFromWishlist}
      what="wishlist"
      loadingLabel={t('loading')}
      errorText={t('loadFailed')}
      emptyText={t('empty')}
    >
      {(products, actions) => <WishlistTable products={products} actions={actions} />}
    </StoreListView>
  );
}
