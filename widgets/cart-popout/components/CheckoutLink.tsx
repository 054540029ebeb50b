import { useState } from 'react';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { errorText } from '../../../shared/api/errors';
import { goToCheckout } from '../../../shared/cart';
import { isKioskMode, isStaffMode, useSettings } from '../../../shared/config';
import { isFramed } from '../../../shared/runtime/navigation';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import { useTexts } from '../../../shared/texts';
import styles from '../cart-popout.module.css';
import { cartPopoutTexts } from '../texts';

export const ORDER_NOT_SAVED = cartPopoutTexts.en.orderNotSaved;

/**
 * The panel's Checkout. On the storefront it is a link to the site checkout (a new tab inside a
 * frame, spec 1 §2); in POS it saves the cart as an order and continues at /pos/checkout, in the
 * kiosk it places the kiosk order (spec 3 §2 "kiosk and POS go elsewhere"), as the cart page does.
 */
export function CheckoutLink() {
  const settings = useSettings();
  const t = useTexts(cartPopoutTexts);
  const elsewhere = isStaffMode(settings) || isKioskMode(settings);
  const [error, setError] = useState<unknown>(null);
  // Once the browser is on its way, a second click sends nothing.
  const [leaving, setLeaving] = useState(false);
  const [go, going] = useSingleFlight(async () => {
    if (leaving) return;
    setError(null);
    try {
      await goToCheckout();
      setLeaving(true);
    } catch (e) {
      setError(e);
    }
  });

  if (!elsewhere)
    return (
      <a className={buttonClass('primary', 'sm')} href={pageUrl('pageCheckout')} {...(isFramed() ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {t('checkout')}
      </a>
    );
  return (
    <>
      <Button size="sm" onClick={() => void go()} busy={going || leaving}>
        {t('checkout')}
      </Button>
      {error ? (
        <span role="alert" className={styles.error}>
          {errorText(error, t('orderNotSaved'))}
        </span>
      ) : null}
    </>
  );
}
