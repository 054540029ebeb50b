import { useEffect } from 'react';
import { pageUrl } from '../../../shared/api/endpoints/pos-pages';
import { navigation } from '../../../shared/runtime/navigation';
import styles from '../pos-checkout.module.css';
import { useTexts } from '../../../shared/texts';
import { posCheckoutTexts } from '../texts';

export const MSG_NO_ORDER = posCheckoutTexts.en.noOrder;
/** Time to read the message before leaving (the spec gives none). */
export const NO_ORDER_REDIRECT_MS = 2000;

/** Spec 3 §2: with no order, the text, then the browser goes to /product/catalog. */
export function NoOrder() {
  const t = useTexts(posCheckoutTexts);
  useEffect(() => {
    const timer = setTimeout(() => navigation.go(pageUrl('pageCatalog')), NO_ORDER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p role="status" className={styles.notice}>
      {t('noOrder')}
    </p>
  );
}
