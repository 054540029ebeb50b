import { useEffect } from 'react';
import { addToCompare, addToWishlist, preloadListAdds } from '../../../shared/api/listAdds';
import { errorText } from '../../../shared/api/errors';
import type { Product } from '../../../shared/api/shapes/product';
import { isOrderable } from '../../../shared/config';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import { useTexts } from '../../../shared/texts';
import styles from '../product.module.css';
import { productPageTexts } from '../texts';

/** Runs a list call and reports it: "Success!" with the store's text, or "Uh oh!" with the error. */
async function report(call: () => Promise<{ success: string }>, fallback: string) {
  try {
    const { success } = await call();
    notifySuccess(success || fallback);
  } catch (error) {
    notifyError(errorText(error));
  }
}

/**
 * Wishlist and compare (spec 1 §4, §7, §8): disabled for products that are not orderable;
 * compare is hidden where the shopper buttons are (POS mode, no-price template).
 */
export function ListActions({ product, showCompare }: { product: Product; showCompare: boolean }) {
  const t = useTexts(productPageTexts);
  const [wish, wishing] = useSingleFlight(() => report(() => addToWishlist(product.product_id), t('wishAdded')));
  const [compare, comparing] = useSingleFlight(() => report(() => addToCompare(product.product_id), t('compareAdded')));
  useEffect(() => preloadListAdds(), []);
  const unavailable = !isOrderable(product);

  return (
    <>
      <button type="button" className={styles.secondaryButton} onClick={() => void wish()} disabled={unavailable} aria-busy={wishing || undefined}>
        {t('wishList')}
      </button>
      {showCompare && (
        <button type="button" className={styles.secondaryButton} onClick={() => void compare()} disabled={unavailable} aria-busy={comparing || undefined}>
          {t('compare')}
        </button>
      )}
    </>
  );
}
