import { useState } from 'react';
import { errorText } from '../../../shared/api/errors';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { isKioskMode, isStaffMode, mayCheckOut, useSettings } from '../../../shared/config';
import { isFramed, navigation } from '../../../shared/runtime/navigation';
import { cartService } from '../../../shared/cart';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import styles from '../cart.module.css';


export const FINISHED_TITLE = "I'm Finished";
export const CHECKOUT_FAILED = 'The checkout could not be started. Please try again.';

/**
 * The Checkout action. Guest checkout off and nobody logged in: a link to /account/login instead
 * (spec 1 §4, §6). Before leaving it waits for the cart calls still under way, so the checkout
 * sees the last quantity entered. After a checkout in a new tab, the "I'm Finished" dialog
 * reloads the page to show the cart the store now has.
 */
export function Checkout({ loggedIn }: { loggedIn: boolean }) {
  const settings = useSettings();
  const [finishing, setFinishing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Once the browser is on its way to the POS checkout, a second click sends nothing.
  const [leaving, setLeaving] = useState(false);
  const [go, going] = useSingleFlight(async () => {
    await cartService.settled();
    if (leaving) return;
    if (isStaffMode(settings)) {
      // POS: the cart is saved as an order and continued at the POS checkout (spec 1 §2, spec 3 §7).
      try {
        await cartService.saveOrderAndCheckout();
      } catch (e) {
        setError(e);
        return;
      }
      setLeaving(true);
      // The POS pages' table arrives with this click: a shopper's cart page carries no staff route.
      navigation.go((await import('../../../shared/api/endpoints/pos-pages')).pageUrl('pagePosCheckout'));
      return;
    }
    if (isKioskMode(settings)) {
      // Kiosk: the order is created for pickup, paid at the counter, and the kiosk home page shows its number (spec 3 §4).
      try {
        // Loaded only in kiosk mode: a storefront cart page downloads no kiosk code.
        const { placeKioskOrder } = await import('../../../shared/kiosk');
        await placeKioskOrder();
      } catch (e) {
        setError(e);
        return;
      }
      setLeaving(true);
      return;
    }
    // The site checkout reads the step 1 choice from the store (POST setCheckoutData, spec 3 §7).
    try {
      await cartService.setCheckoutData({ account: loggedIn ? 'logged' : 'guest' });
    } catch (e) {
      setError(e);
      return;
    }
    const url = pageUrl('pageCheckout');
    if (isFramed()) {
      window.open(url, '_blank', 'noopener');
      setFinishing(true);
    } else {
      navigation.go(url);
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
