import { pageUrl } from '../../shared/api/endpoints/pages';
import { errorText } from '../../shared/api/errors';
import { mayCheckOut, useSettings } from '../../shared/config';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useCartSummary, useSharedCart } from '../../shared/cart';
import { Disclosure } from '../../shared/ui/Disclosure';
import { warmCurrencyFormat } from '../../shared/money/lazy';
import { whenIdle } from '../../shared/runtime/whenIdle';
import { useEffect } from 'react';
import { OnDemandPart } from '../../shared/ui/OnDemandPart';
import { onDemand } from '../../shared/runtime/onDemand';
import { useTexts } from '../../shared/texts';
import styles from './cart-popout.module.css';
import { cartPopoutTexts } from './texts';
import type { CartPopoutProps } from './props';

export type { CartPopoutProps };

/**
 * The open panel's code (its lines, removal, Checkout) is no part of the page's start: fetched
 * when the page is idle, so the click that opens the panel finds it (or by that click, if first).
 */
const panel = onDemand(() => import('./components/CartPanel'));

/**
 * The navbar cart (spec 1 §2, spec 3 §2): a disclosure button with the count and total that
 * opens a panel of the cart's products and gift certificates. It renders the page's shared cart,
 * so it changes as soon as any widget (or theme code, through `pf:cart-changed`) changes the
 * cart. Shown only when guest checkout is allowed or a customer is logged in (spec 1 §6).
 */
export function CartPopout(props: CartPopoutProps & WidgetBaseProps) {
  const settings = useSettings();
  if (!mayCheckOut(settings)) return null;
  return props.variant === 'mobile' ? <MobileCartLink {...props} /> : <CartDropdown {...props} />;
}

/** The button's text: the store's total_text once read, the server-rendered text before. */
function useCartLabel(fallbackText: string) {
  const count = useCartSummary((s) => s.totalItems);
  const text = useCartSummary((s) => s.totalText);
  const loaded = useCartSummary((s) => s.cart !== null || s.revision > 0);
  return { count, text: loaded ? text : fallbackText, loaded };
}

/** Mobile: a link to the cart page with the count. */
function MobileCartLink({ fallback }: WidgetBaseProps) {
  useSharedCart();
  const { count, loaded } = useCartLabel(fallback.text);
  const t = useTexts(cartPopoutTexts);
  return (
    <a className={styles.mobile} href={pageUrl('pageCart')}>
      <CartIcon />
      <span className="pf-visually-hidden">{loaded ? t('mobileLinkCount', { count }) : t('mobileLink')}</span>
      {loaded && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}

function CartDropdown({ fallback }: WidgetBaseProps) {
  const { cart, error, retry } = useSharedCart();
  const { count, text, loaded } = useCartLabel(fallback.text);
  // The panel formats the lines' amounts; the page's first currency formatter costs the browser
  // its number-format data (about 200 ms at 4x CPU), which would all land on the click that opens
  // it. Made on idle after the load instead: nothing to download, nothing on the page's start.
  useEffect(() => whenIdle(warmCurrencyFormat), []);
  useEffect(() => panel.preloadWhenIdle(), []);
  const t = useTexts(cartPopoutTexts);
  // Escape closes and gives focus back to the button; a click or focus outside closes; the
  // panel's content renders only while open.
  return (
    <Disclosure
      className={styles.wrap}
      buttonClassName={styles.toggle}
      panelClassName={styles.panel}
      closeOnOutside
      lazy
      summary={
        <>
          <CartIcon />
          <span className="pf-visually-hidden">{t('shoppingCart')}</span>
          {loaded && (
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          )}
          <span className={styles.total}>{text || t('cart')}</span>
        </>
      }
    >
      <OnDemandPart
        part={panel}
        loading={t('loading')}
        failed={t('loadFailed')}
        render={({ CartPanel }) => <CartPanel cart={cart} error={error ? errorText(error) : null} onRetry={retry} t={t} />}
      />
    </Disclosure>
  );
}

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4l.9-1.6z"
      />
    </svg>
  );
}
