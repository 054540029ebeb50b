import { useState } from 'react';
import { errorText } from '../../../shared/api/errors';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { isKioskMode, isStaffMode, mayCheckOut, useSettings } from '../../../shared/config';
import { navigation } from '../../../shared/runtime/navigation';
import { useGoToCheckout } from '../../../shared/cart';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import styles from '../cart.module.css';


export const FINISHED_TITLE = "I'm Finished";
export const CHECKOUT_FAILED = 'The checkout could not be started. Please try again.';

/**
 * The Checkout action. Guest checkout off and nobody logged in: a link to /account/login instead
 * (spec 1 §4, §6). Where it goes depends on the mode (goToCheckout: POS, kiosk, site). After a
 * checkout in a new tab, the "I'm Finished" dialog reloads the page to show the cart the store now has.
 */
export function Checkout({ loggedIn }: { loggedIn: boolean }) {
  const settings = useSettings();
  const [finishing, setFinishing] = useState(false);
  const { go, busy, error } = useGoToCheckout({ account: loggedIn ? 'logged' : 'guest', onNewTab: () => setFinishing(true) });

  if (!mayCheckOut({ guestCheckout: settings.guestCheckout, customer: { ...settings.customer, loggedIn } })) {
    return (
      <a className={buttonClass('primary')} href={pageUrl('pageLogin')}>
        Checkout
      </a>
    );
  }

  return (
    <>
      <Button onClick={go} busy={busy}>
        Checkout
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {errorText(error, isStaffMode(settings) || isKioskMode(settings) ? 'The order could not be saved for checkout. Please try again.' : CHECKOUT_FAILED)}
        </p>
      ) : null}
      <Modal
        open={finishing}
        onClose={() => setFinishing(false)}
        title={FINISHED_TITLE}
        size="sm"
        footer={
          <Button onClick={() => navigation.reload()} className={styles.finished}>
            {FINISHED_TITLE}
          </Button>
        }
      >
        <p>Checkout opened in a new tab. When you are done there, press “I'm Finished” to see your updated cart.</p>
      </Modal>
    </>
  );
}
