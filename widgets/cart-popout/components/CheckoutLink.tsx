import { pageUrl } from '../../../shared/api/endpoints/pages';
import { errorText } from '../../../shared/api/errors';
import { useGoToCheckout } from '../../../shared/cart/checkout';
import { isKioskMode, isStaffMode, useSettings } from '../../../shared/config';
import { isFramed } from '../../../shared/runtime/navigation';
import { Button, buttonClass } from '../../../shared/ui/Button';
import styles from '../cart-popout.module.css';
import type { TextLookup } from '../../../shared/texts';
import type { cartPopoutTexts } from '../texts';

/**
 * The panel's Checkout. On the storefront it is a link to the site checkout (a new tab inside a
 * frame, spec 1 §2); in POS it saves the cart as an order and continues at /pos/checkout, in the
 * kiosk it places the kiosk order (spec 3 §2 "kiosk and POS go elsewhere"), as the cart page does.
 */
export function CheckoutLink({ t }: { t: TextLookup<typeof cartPopoutTexts> }) {
  const settings = useSettings();
  const elsewhere = isStaffMode(settings) || isKioskMode(settings);
  const { go, busy, error } = useGoToCheckout();

  if (!elsewhere)
    return (
      <a className={buttonClass('primary', 'sm')} href={pageUrl('pageCheckout')} {...(isFramed() ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {t('checkout')}
      </a>
    );
  return (
    <>
      <Button size="sm" onClick={go} busy={busy}>
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
