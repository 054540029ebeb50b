import { useState } from 'react';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { errorText } from '../../../shared/api/errors';
import { goToCheckout } from '../../../shared/cart';
import { isKioskMode, isStaffMode, useSettings } from '../../../shared/config';
import { isFramed } from '../../../shared/runtime/navigation';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import styles from '../cart-popout.module.css';

export const ORDER_NOT_SAVED = 'The order could not be saved for checkout. Please try again.';

/**
 * The panel's Checkout. On the storefront it is a link to the site checkout (a new tab inside a
 * frame, spec 1 §2); in POS it saves the cart as an order and continues at /pos/checkout, in the
 * kiosk it places the kiosk order (spec 3 §2 "kiosk and POS go elsewhere"), as the cart page does.
 */
export function CheckoutLink() {
  const settings = useSettings();
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
        Checkout
      </a>
    );
  return (
    <>
      <Button size="sm" onClick={() => void go()} busy={going || leaving}>
        Checkout
      </Button>
      {error ? (
        <span role="alert" className={styles.error}>
          {errorText(error, ORDER_NOT_SAVED)}
        </span>
      ) : null}
    </>
  );
}
