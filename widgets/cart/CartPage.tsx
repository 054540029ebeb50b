import { useMemo, useState } from 'react';
import { pageUrl } from '../../shared/api/endpoints/pages';
import { errorText } from '../../shared/api/errors';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { cartService, useSharedCart, useViewCart, type Cart, type CartProduct, type Total, type Voucher } from '../../shared/cart';
import { appliedCodes, codeTotals } from '../../shared/cart/lines';
import { useLineQuantity } from '../../shared/cart/editing';
import { usePaymentRefresh } from '../../shared/product';
import { isKioskMode, isStaffMode, useSettings } from '../../shared/config';
import { navigation } from '../../shared/runtime/navigation';
import { Button } from '../../shared/ui/Button';
import { Loading } from '../../shared/ui/Loading';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { useSingleFlight } from '../../shared/ui/useSingleFlight';
import { CartLine } from './components/CartLine';
import { Checkout } from './components/Checkout';
import { AccountStep } from './components/AccountStep';
import { CodeForm, type CodeResult } from './components/CodeForm';
import { Totals } from './components/Totals';
import { VehicleInfo } from './components/VehicleInfo';
import { Vouchers } from './components/Vouchers';
import { createLineEdits, type LineEdits } from './store';
import { text, useTexts } from '../../shared/texts';
import styles from './cart.module.css';
import { cartTexts } from './texts';

/** Spec 1 §2 / §8, quoted exactly. */
export const EMPTY_CART = cartTexts.en.empty;
export const LOAD_FAILED = cartTexts.en.loadFailed;
export const CODE_FAILED = cartTexts.en.codeFailed;
export const CODE_REMOVE_FAILED = cartTexts.en.codeRemoveFailed;

/** The totals row of a logged-in shopper's store credit (OpenCart's `credit` total). */
export const CREDIT_TOTAL = 'credit';
export const CREDIT_REMOVE_FAILED = cartTexts.en.creditRemoveFailed;

const CODE_NAMES = ['coupon', 'voucher', 'reward'] as const;
const codeName = (type: string) => ((CODE_NAMES as readonly string[]).includes(type) ? text(cartTexts, type as (typeof CODE_NAMES)[number]) : type);

const isEmpty = (cart: Cart) => cart.products.length === 0 && cart.vouchers.length === 0;

/**
 * The cart page (/checkout/cart): the shared cart (spec 3 §4 "a single state replaced by each
 * server response"), with quantity edits, removes, codes, totals and checkout.
 */
export function CartPage(_props: WidgetBaseProps) {
  const { cart, error, retry } = useSharedCart();
  useViewCart(cart);
  const settings = useSettings();
  const t = useTexts(cartTexts);
  // Logged in at checkout step 1 on this page (the page's settings say who was logged in at load).
  const [loggedInHere, setLoggedInHere] = useState(false);
  const loggedIn = settings.customer.loggedIn || loggedInHere;
  const shopper = !isStaffMode(settings) && !isKioskMode(settings);
  const edits = useMemo(() => createLineEdits(), []);
  const [pageError, setPageError] = useState<string | null>(null);
  // The theme's pay-later / prequalification widgets follow the cart's total 1000 ms after it changes.
  const grandTotal = cart?.totals.find((t) => t.code === 'total')?.value;
  usePaymentRefresh(grandTotal === undefined || grandTotal === null ? null : String(grandTotal), 'cart');

  if (!cart) {
    if (error) {
      return (
        <div className={styles.cart}>
          <LoadFailed className={styles.error} text={`${t('loadFailed')} ${errorText(error)}`} retryLabel={t('tryAgain')} onRetry={retry} />
        </div>
      );
    }
    return <Loading label={t('loading')} />;
  }

  if (isEmpty(cart)) {
    return (
      <div className={styles.cart}>
        <p className={styles.empty}>{t('empty')}</p>
      </div>
    );
  }

  /** Removes a line or gift certificate; the last one gone → /checkout/cart (spec 3 §2, §4). */
  const remove = async (key: string, onFailure: (text: string) => void) => {
    try {
      const next = await cartService.remove(key);
      if (isEmpty(next)) navigation.go(pageUrl('pageCart'));
    } catch (e) {
      onFailure(errorText(e, t('removeFailed')));
    }
  };

  const apply = async (fields: Record<string, string>): Promise<CodeResult> => {
    try {
      const answer = await cartService.applyCode(fields);
      return { success: answer.success, error: answer.error || answer.error_message };
    } catch (e) {
      return { error: errorText(e, t('codeFailed')) };
    }
  };

  const dropCode = async (run: () => Promise<unknown>, failure = t('codeRemoveFailed')) => {
    setPageError(null);
    try {
      await run();
    } catch (e) {
      setPageError(errorText(e, failure));
    }
  };
  // A totals row is removed with GET checkout/{code}/remove only when the store did not list
  // the code in `codes` (an extension; those are removed with POST removeCode, below the forms).
  const codes = appliedCodes(cart);
  const removableRows = new Set(codeTotals(cart));
  // The shopper's store credit row comes off with GET removeCredit (spec 3 §7).
  const removableTotal = (row: Total) => removableRows.has(row) || row.code === CREDIT_TOTAL;
  const removeTotal = (row: Total) =>
    row.code === CREDIT_TOTAL ? dropCode(() => cartService.removeCredit(), t('creditRemoveFailed')) : dropCode(() => cartService.removeTotal(row.code));

  return (
    <div className={styles.cart}>
      {error ? (
        <LoadFailed inline className={styles.error} text={`${t('loadFailed')} ${errorText(error)}`} retryLabel={t('tryAgain')} onRetry={retry} />
      ) : null}
      <VehicleInfo vehicle={cart.ymm_vehicle} customerVehicles={cart.customer_vehicles} />
      <ul className={styles.lines} aria-label={t('products')}>
        {cart.products.map((line) => (
          <li key={line.key}>
            <EditableLine line={line} edits={edits} onRemove={() => remove(line.key, (text) => edits.fail(line.key, text))} />
          </li>
        ))}
      </ul>
      <Vouchers vouchers={cart.vouchers} onRemove={(v: Voucher) => remove(v.key, setPageError)} />
      <section className={styles.section} aria-label={t('codes')}>
        <CodeForm field="coupon" label={t('useCoupon')} onApply={apply} />
        <CodeForm field="voucher" label={t('useGiftCertificate')} onApply={apply} />
        {codes.length > 0 && (
          <ul className={styles.plainList} aria-label={t('appliedCodes')}>
            {codes.map((c) => (
              <AppliedCode key={c.type + c.code} label={`${c.title || codeName(c.type)}: ${c.code}`} onRemove={() => dropCode(() => cartService.removeCode(c.type, c.code))} />
            ))}
          </ul>
        )}
      </section>
      {pageError && (
        <p className={styles.error} role="alert">
          {pageError}
        </p>
      )}
      <Totals totals={cart.totals} removable={removableTotal} onRemove={removeTotal} />
      {cart.show_weight && cart.weight_text && <p className={styles.meta}>{t('weight', { weight: cart.weight_text })}</p>}
      {shopper && (
        <AccountStep
          loggedIn={loggedIn}
          onLoggedIn={() => {
            setLoggedInHere(true);
            // The store now knows the shopper: their store credit may pay towards the cart.
            void cartService.refresh().catch(() => undefined);
          }}
        />
      )}
      <div className={styles.checkout}>
        <Checkout loggedIn={loggedIn} />
      </div>
    </div>
  );
}

/** A line bound to the page's edits store (draft quantity, error, single-flight remove). */
function EditableLine({ line, edits, onRemove }: { line: CartProduct; edits: LineEdits; onRemove: () => Promise<void> }) {
  const quantity = useLineQuantity(line.key, edits);
  const [remove, removing] = useSingleFlight(onRemove);
  return (
    <CartLine
      line={line}
      quantity={quantity.draft ?? line.quantity}
      updating={quantity.draft !== undefined}
      error={quantity.error}
      onQuantity={quantity.edit}
      onRemove={() => {
        quantity.clearError();
        void remove();
      }}
      removing={removing}
    />
  );
}

function AppliedCode({ label, onRemove }: { label: string; onRemove: () => Promise<void> }) {
  const [remove, removing] = useSingleFlight(onRemove);
  const t = useTexts(cartTexts);
  return (
    <li className={styles.voucher}>
      <span>{label}</span>
      <Button variant="link" size="sm" onClick={() => void remove()} busy={removing} aria-label={t('removeItem', { name: label })}>
        {t('remove')}
      </Button>
    </li>
  );
}
