import { navigation } from '../../../shared/runtime/navigation';
import { useLayoutEffect, useRef, useState } from 'react';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { errorText } from '../../../shared/api/errors';
import { cartService, type Cart } from '../../../shared/cart';
import { lineTotalText, priceText } from '../../../shared/cart/lines';
import { useMoney } from '../../../shared/money/lazy';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Loading } from '../../../shared/ui/Loading';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import styles from '../cart-popout.module.css';
import { CheckoutLink } from './CheckoutLink';
import type { TextLookup } from '../../../shared/texts';
import type { cartPopoutTexts } from '../texts';

export interface CartPanelProps {
  cart: Cart | null;
  /** Text of the last failed read, shown over the last good cart. */
  error: string | null;
  onRetry: () => void;
  /**
   * The dropdown's texts, from the widget (not looked up here: this part loads when the page is
   * idle, and the catalog stays in the widget's own file).
   */
  t: TextLookup<typeof cartPopoutTexts>;
}


/** The dropdown's content: products and gift certificates, each removable, totals and links. */
export function CartPanel({ cart, error, onRetry, t }: CartPanelProps) {
  // The store sends no line total (spec 1 §3): each is computed through the money engine, which
  // loads when the panel first shows lines, so the product page carries no decimal.js at load.
  const needsMoney = Boolean(cart && (cart.products.length || (cart.vouchers ?? []).some((v) => !v.amount_text)));
  const money = useMoney(needsMoney);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const anchor = useKeptInWindow();
  const remove = async (key: string) => {
    setRemoveError(null);
    try {
      const next = await cartService.remove(key);
      // The last line is gone: the shopper continues on the cart page (spec 1 §2).
      if (!next.products?.length && !next.vouchers?.length) navigation.go(pageUrl('pageCart'));
    } catch (e) {
      setRemoveError(errorText(e, t('removeFailed')));
    }
  };

  const failure = (removeError || error) && (
    <div className={styles.error} role="alert">
      {removeError ?? `${t('loadFailed')} ${error}`}
      {!removeError && (
        <Button variant="link" size="sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </div>
  );

  if (!cart)
    return (
      <>
        {anchor}
        {failure || <Loading label={t('loading')} />}
      </>
    );
  const vouchers = cart.vouchers ?? [];
  if (!cart.products.length && !vouchers.length) {
    return (
      <>
        {anchor}
        {failure}
        <p className={styles.empty}>{t('empty')}</p>
      </>
    );
  }

  return (
    <>
      {anchor}
      {failure}
      {/* Busy while the line totals are still being computed (the engine is on its way). */}
      <table className={styles.table} aria-busy={(needsMoney && !money) || undefined}>
        <caption className="pf-visually-hidden">{t('productsCaption')}</caption>
        <thead className="pf-visually-hidden">
          <tr>
            <th scope="col">{t('image')}</th>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('remove')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.products.map((p) => (
            <tr key={p.key}>
              <td>{p.thumbnails.cart && <img className={styles.thumb} src={p.thumbnails.cart} alt="" width={48} height={48} loading="lazy" />}</td>
              <td>
                {p.links.view ? <a href={p.links.view}>{p.name}</a> : p.name}
                {p.selected_options.map((o) => (
                  <small key={`${o.product_option_id}-${o.value}`} className={styles.option}>
                    {o.name}: {o.value}
                  </small>
                ))}
              </td>
              <td>{t('lineQuantity', { quantity: p.quantity })}</td>
              <td>{lineTotalText(p, money)}</td>
              <td>
                <RemoveButton label={t('removeItem', { name: p.name })} onRemove={() => remove(p.key)} />
              </td>
            </tr>
          ))}
          {vouchers.map((v) => (
            <tr key={v.key}>
              <td />
              <td>{v.description}</td>
              <td>{t('lineQuantity', { quantity: 1 })}</td>
              <td>{v.amount_text || (v.amount === undefined ? '' : priceText(v.amount, money))}</td>
              <td>
                <RemoveButton label={t('removeItem', { name: v.description })} onRemove={() => remove(v.key)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cart.totals.length > 0 && (
        <table className={styles.totals}>
          <caption className="pf-visually-hidden">{t('totalsCaption')}</caption>
          <tbody>
            {cart.totals.map((t) => (
              <tr key={t.code + t.title}>
                <th scope="row">{t.title}</th>
                <td>{t.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.links}>
        <a className={buttonClass('secondary', 'sm')} href={pageUrl('pageCart')}>
          {t('viewCart')}
        </a>
        <CheckoutLink t={t} />
      </p>
    </>
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => Promise<void> }) {
  const [remove, removing] = useSingleFlight(onRemove);
  return (
    <Button variant="link" size="sm" onClick={() => void remove()} busy={removing} aria-label={label}>
      <span aria-hidden="true">×</span>
    </Button>
  );
}

/** The gap kept between the open panel and the window's edges, in px. */
export const EDGE_GAP = 8;

/**
 * Keeps the open panel inside the window: the panel hangs from the right edge of the cart
 * button, and when the theme puts the button near the left edge (or the window is a phone's)
 * it would run off the screen. Measured when the panel opens and whenever the window resizes;
 * the shift is a `translate`, so nothing else moves. Returns an empty marker element whose
 * parent is the panel.
 */
function useKeptInWindow() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const panel = ref.current?.parentElement;
    if (!panel) return;
    const place = () => {
      panel.style.translate = '';
      const rect = panel.getBoundingClientRect();
      const width = document.documentElement.clientWidth || window.innerWidth;
      let shift = 0;
      if (rect.left < EDGE_GAP) shift = EDGE_GAP - rect.left;
      else if (rect.right > width - EDGE_GAP) shift = Math.max(EDGE_GAP - rect.left, width - EDGE_GAP - rect.right);
      if (shift) panel.style.translate = `${Math.round(shift)}px 0`;
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      panel.style.translate = '';
    };
  }, []);
  return <span ref={ref} hidden data-pf-anchor="" />;
}
