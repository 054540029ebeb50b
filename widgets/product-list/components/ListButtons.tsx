import { useEffect } from 'react';
import { addToCompare, addToWishlist, preloadListAdds, type ListMessage } from '../../../shared/api/listAdds';
import { errorText } from '../../../shared/api/errors';
import type { Product } from '../../../shared/api/shapes/product';
import { Button } from '../../../shared/ui/Button';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import { text, useTexts } from '../../../shared/texts';
import styles from '../product-list.module.css';
import { productListTexts } from '../texts';

/** Spec 1 §8: "Success!" with the store's text, or "Uh oh!" with its error. */
async function send(call: () => Promise<ListMessage>): Promise<void> {
  try {
    const { success } = await call();
    notifySuccess(success || text(productListTexts, 'saved'));
  } catch (error) {
    notifyError(errorText(error));
  }
}

/**
 * Wish List and Compare for a card, as on the product page: one request per click burst, both
 * disabled for products that cannot be ordered (spec 1 §4); Compare hidden when `compare` is off
 * (POS mode, no-price template).
 */
export function ListButtons({ product, compare }: { product: Product; compare: boolean }) {
  const [wish, wishing] = useSingleFlight(() => send(() => addToWishlist(product.product_id)));
  const [comp, comparing] = useSingleFlight(() => send(() => addToCompare(product.product_id)));
  useEffect(() => preloadListAdds(), []);
  const disabled = product.is_orderable === false;
  const t = useTexts(productListTexts);
  return (
    <div className={styles.listButtons}>
      <Button variant="link" size="sm" onClick={() => void wish()} busy={wishing} disabled={disabled} aria-label={t('addToWishList', { name: product.name })}>
        {t('wishList')}
      </Button>
      {compare ? (
        <Button variant="link" size="sm" onClick={() => void comp()} busy={comparing} disabled={disabled} aria-label={t('addToCompare', { name: product.name })}>
          {t('compare')}
        </Button>
      ) : null}
    </div>
  );
}
