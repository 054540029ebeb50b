import type { ReactNode } from 'react';
import type { Cart } from '../../shared/cart';
import { notifyError, withoutSuccessPrefix } from '../../shared/ui';
import { changeFailure } from './texts';
import styles from './pos-cart.module.css';

/** The error toast of a failed price or labor change: the spec's text, then the store's reason. */
export function failureToast(error: unknown, refused: string): void {
  const { text, reason } = changeFailure(error, refused);
  notifyError(
    reason ? (
      <>
        <span>{text}</span> <span>{reason}</span>
      </>
    ) : (
      text
    ),
  );
}

/** The store's success sentence, or `fallback` when it sent none (the toast drops its "Success:" itself). */
export const storeSuccess = (text: string | undefined, fallback: string): string => text?.trim() || fallback;

/** The id of a line's row on the POS cart: the added-to-cart toast of a custom line links to it. */
export const lineAnchor = (key: string): string => `pf-pos-line-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * The added-to-cart toast of a custom product or custom labor (spec 3 §8 "Success shows an
 * added-to-cart toast with a link to the product"): the store's sentence (or `fallback`), with the
 * new line's name linking to it. A custom line has no product page, so the link goes to its row on
 * this cart; the newest custom line of the answer is the one just added (the store appends lines).
 */
export function addedLineToast(cart: Cart, fallback: string): ReactNode {
  const text = withoutSuccessPrefix(storeSuccess(cart.success, fallback));
  const line = cart.products.filter((p) => p.is_custom).at(-1);
  if (!line?.name) return text;
  const link = (
    <a className={styles.toastLink} href={line.links?.view || `#${lineAnchor(line.key)}`}>
      {line.name}
    </a>
  );
  const at = text.indexOf(line.name);
  if (at < 0) return <>{text} {link}</>;
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + line.name.length)}
    </>
  );
}
