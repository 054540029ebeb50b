import { pageUrl } from '../api/endpoints/pages';
import { mustLogIn } from '../config/policies';
import { useSettings } from '../config/useSettings';
import { useAddToCart, type UseAddToCartOptions } from './useAddToCart';
import styles from './AddToCartButton.module.css';

export interface AddToCartButtonProps extends UseAddToCartOptions {
  /** "Add to Cart", "Buy Now", "Add with Labor", … */
  label: string;
  /** e.g. while the quantity is empty (spec 1 §5). */
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  /** Id of the text that explains the button (e.g. why it is disabled). */
  describedBy?: string;
}

/** Shown while the add is on its way (a slow store): the button says so, with a spinner. */
export const ADDING = 'Adding…';

/**
 * One add-to-cart button. With guest checkout off and nobody logged in it is a link to
 * /account/login instead (spec 1 §4); otherwise it reads "Adding…" while the request is on its
 * way and "Added!" for 3 s after an add.
 */
export function AddToCartButton({ label, disabled, variant = 'primary', describedBy, ...options }: AddToCartButtonProps) {
  const { add, busy, added, sending } = useAddToCart(options);
  const cls = `${styles.button} ${variant === 'primary' ? styles.primary : styles.secondary}`;
  const settings = useSettings();
  if (mustLogIn(settings)) {
    return (
      <a className={cls} href={pageUrl('pageLogin')}>
        {label}
      </a>
    );
  }
  return (
    <button type="button" className={cls} onClick={add} disabled={disabled} aria-busy={busy || undefined} aria-describedby={describedBy}>
      {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span aria-live="polite">{added ? 'Added!' : sending ? ADDING : label}</span>
    </button>
  );
}
