import { pageUrl } from '../api/endpoints/pages';
import { mustLogIn } from '../config/policies';
import { useSettings } from '../config/useSettings';
import { useAddToCart, type UseAddToCartOptions } from './useAddToCart';
import styles from './AddToCartButton.module.css';
import { useTexts } from '../texts';
import { productTexts } from './texts';

export interface AddToCartButtonProps extends UseAddToCartOptions {
  /** Left out: the catalog's text for the kind ("Add to Cart", "Buy Now", "Add with Labor"). */
  label?: string;
  /** e.g. while the quantity is empty (spec 1 §5). */
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  /** Id of the text that explains the button (e.g. why it is disabled). */
  describedBy?: string;
}

const KIND_LABEL = { regular: 'addToCart', instant: 'buyNow', labor: 'addWithLabor' } as const;

/** Shown while the add is on its way (a slow store): the button says so, with a spinner. */
export const ADDING = productTexts.en.adding;

/**
 * One add-to-cart button. With guest checkout off and nobody logged in it is a link to
 * /account/login instead (spec 1 §4); otherwise it reads "Adding…" while the request is on its
 * way and "Added!" for 3 s after an add.
 */
export function AddToCartButton({ label, disabled, variant = 'primary', describedBy, ...options }: AddToCartButtonProps) {
  const { add, busy, added, sending } = useAddToCart(options);
  const cls = `${styles.button} ${variant === 'primary' ? styles.primary : styles.secondary}`;
  const settings = useSettings();
  const t = useTexts(productTexts);
  if (mustLogIn(settings)) {
    return (
      <a className={cls} href={pageUrl('pageLogin')}>
        {label ?? t(KIND_LABEL[options.kind])}
      </a>
    );
  }
  return (
    <button type="button" className={cls} onClick={add} disabled={disabled} aria-busy={busy || undefined} aria-describedby={describedBy}>
      {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span aria-live="polite">{added ? t('added') : sending ? t('adding') : (label ?? t(KIND_LABEL[options.kind]))}</span>
    </button>
  );
}
