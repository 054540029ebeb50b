import { useState } from 'react';
import { pageUrl } from '../../../shared/api/endpoints';
import { mayCheckOut, useSettings } from '../../../shared/config';
import { isFramed, navigation } from '../../../shared/runtime/navigation';
import { cartService } from '../../../shared/cart';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import styles from '../cart.module.css';


export const FINISHED_TITLE = "I'm Finished";

/**
 * The Checkout action. Guest checkout off and nobody logged in: a link to /account/login instead
 * (spec 1 §4, §6). Before leaving it waits for the cart calls still under way, so the checkout
 * sees the last quantity entered. After a checkout in a new tab, the "I'm Finished" dialog
 * reloads the page to show the cart the store now has.
 */
export function Checkout() {
  const settings = useSettings();
  const [finishing, setFinishing] = useState(false);
  const [go, going] = useSingleFlight(async () => {
    await cartService.settled();
    const url = pageUrl('pageCheckout');
    if (isFramed()) {
      window.open(url, '_blank', 'noopener');
      setFinishing(true);
    } else {
      navigation.go(url);
    }
  });

  if (!mayCheckOut(settings)) {
    return (
      <a className={buttonClass('primary')} href={pageUrl('pageLogin')}>
        Checkout
      </a>
    );
  }

  return (
    <>
      <Button onClick={() => void go()} busy={going}>
        Checkout
      </Button>
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
