import { useState } from 'react';
import { errorText } from '../../../shared/api/errors';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { isKioskMode, isStaffMode, mayCheckOut, useSettings } from '../../../shared/config';
import { navigation } from '../../../shared/runtime/navigation';
import { useGoToCheckout } from '../../../shared/cart/checkout';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

export const FINISHED_TITLE = cartTexts.en.finished;
export const CHECKOUT_FAILED = cartTexts.en.checkoutFailed;

/**
 * The Checkout action. Guest checkout off and nobody logged in: a link to /account/login instead
 * (spec 1 §4, §6). Where it goes depends on the mode (goToCheckout: POS, kiosk, site). After a
 * checkout in a new tab, the "I'm Finished" dialog reloads the page to show the cart the store now has.
 */
export function Checkout({ loggedIn }: { loggedIn: boolean }) {
  const settings = useSettings();
  const t = useTexts(cartTexts);
  const [finishing, setFinishing] = useState(false);
  const { go, busy, error } = useGoToCheckout({ account: loggedIn ? 'logged' : 'guest', onNewTab: () => setFinishing(true) });

  if (!mayCheckOut({ guestCheckout: settings.guestCheckout, customer: { ...settings.customer, loggedIn } })) {
    return (
      <a className={buttonClass('primary')} href={pageUrl('pageLogin')}>
        {t('checkout')}
      </a>
    );
  }

  return (
    <>
      <Button onClick={go} busy={busy}>
        {t('checkout')}
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {errorText(error, isStaffMode(settings) || isKioskMode(settings) ? t('orderNotSaved') : t('checkoutFailed'))}
        </p>
      ) : null}
      <Modal
        open={finishing}
        onClose={() => setFinishing(false)}
        title={t('finished')}
        size="sm"
        footer={
          <Button onClick={() => navigation.reload()} className={styles.finished}>
            {t('finished')}
          </Button>
        }
      >
        <p>{t('finishedText')}</p>
      </Modal>
    </>
  );
}
