import { useState } from 'react';
import { errorText } from '../../../shared/api/errors';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { isKioskMode, isStaffMode, mayCheckOut, useSettings } from '../../../shared/config';
import { navigation } from '../../../shared/runtime/navigation';
import { goToCheckout } from '../../../shared/cart';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
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
  const [error, setError] = useState<unknown>(null);
  // Once the browser is on its way to a checkout, a second click sends nothing.
  const [leaving, setLeaving] = useState(false);
  const [go, going] = useSingleFlight(async () => {
    if (leaving) return;
    try {
      const outcome = await goToCheckout({ account: loggedIn ? 'logged' : 'guest' });
      if (outcome === 'newTab') setFinishing(true);
      // The site checkout in this tab leaves as before; POS and kiosk keep the button busy until the page changes.
      else if (isStaffMode(settings) || isKioskMode(settings)) setLeaving(true);
    } catch (e) {
      setError(e);
    }
  });

  if (!mayCheckOut({ guestCheckout: settings.guestCheckout, customer: { ...settings.customer, loggedIn } })) {
    return (
      <a className={buttonClass('primary')} href={pageUrl('pageLogin')}>
        Checkout
      </a>
    );
  }

  return (
    <>
      <Button
        onClick={() => {
          setError(null);
          void go();
        }}
        busy={going || leaving}
      >
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
