import { storeAmountNumber, storeAmountText, useMoney, type Money } from '../money/lazy';
import { useSettings } from '../config/useSettings';
import type { Product } from '../api/shapes/product';
import { SafeHtmlLazy } from '../ui/SafeHtmlLazy';
import { changesPrice, chosenValues, discountFor, instantRebate, isZeroText, priceVisibility, totalPrice, type OptionSelection } from './pricing';
import styles from './PriceBlock.module.css';
import { useTexts } from '../texts';
import { productTexts } from './texts';

export interface PriceBlockProps {
  product: Product;
  /** The shopper's option choices (adjust the price); none in listings. */
  selection?: OptionSelection;
  /** The price shown is for this many (default 1). */
  quantity?: number;
  /** Listings show no discount table. */
  showDiscounts?: boolean;
  /**
   * A listing's card: a price that needs the money engine (an instant rebate taken off) is
   * computed once the page is idle, the store's texts shown until then, so a category page's
   * start downloads no decimal.js (13 KB) for its rebated cards.
   */
  computeOnIdle?: boolean;
}

/** The formatted amounts the block shows (null: that line is not shown). */
interface Shown {
  current: string;
  regular: string | null;
  before: string | null;
  rebate: string | null;
}

const hasAmount = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * The block as the store's own texts and to-the-cent amounts show it, with no arithmetic (so no
 * decimal.js): `price_text` (or `special` on a special, with `price_text` struck through).
 * `complete` is false when a price shown for one unit needs computing: an instant rebate taken
 * off, or an amount the store did not send to the cent.
 */
function storeTexts(product: Product): { shown: Shown; complete: boolean } {
  const onSpecial = product.is_special && hasAmount(product.special);
  const price = product.price_text || storeAmountText(product.price);
  const special = onSpecial ? storeAmountText(product.special) : null;
  const current = (onSpecial ? special : price) ?? '';
  const rebated = product.is_instant_rebate && !isZeroText(instantRebate(product));
  // Compared as the store's amounts, not as formatted texts: a price before discounts equal to the
  // price (the usual case) is never formatted, so a page whose texts the store sends creates no
  // currency formatter at load (the browser's first one costs tens of ms of number-format data).
  const beforeAmount = storeAmountNumber(product.price_before_discounts);
  const sameAsPrice = beforeAmount !== null && beforeAmount === storeAmountNumber(product.price);
  const before = hasAmount(product.price_before_discounts) && !sameAsPrice ? storeAmountText(product.price_before_discounts) : null;
  const rebate = product.is_instant_rebate && hasAmount(product.instant_rebate) ? storeAmountText(product.instant_rebate) : null;
  const shown = { current, regular: onSpecial && price !== current ? price : null, before, rebate };
  const complete =
    !rebated &&
    Boolean(current) &&
    (!onSpecial || Boolean(price)) &&
    (!hasAmount(product.price_before_discounts) || (beforeAmount !== null && storeAmountNumber(product.price) !== null)) &&
    (!product.is_instant_rebate || !hasAmount(product.instant_rebate) || rebate !== null) &&
    (product.discounts ?? []).every((d) => d.price_text || storeAmountText(d.price));
  return { shown, complete };
}

/** The block computed by the money engine: options, quantity, discounts and the rebate applied. */
function computed(money: Money, product: Product, selection: OptionSelection, qty: number): Shown {
  const { applyAdjustments, compare, formatMoney, lineTotal } = money;
  const current = totalPrice(money, product, selection, qty);
  const regular = lineTotal(applyAdjustments(product.price, chosenValues(product.options, selection)), qty);
  const onSpecial = product.is_special && hasAmount(product.special);
  // The price shown is what the cart charges: the instant rebate is already taken off it.
  const rebated = compare(instantRebate(product), 0) > 0;
  const before = hasAmount(product.price_before_discounts) && compare(product.price_before_discounts, product.price) !== 0;
  return {
    current: formatMoney(current),
    regular: (onSpecial || rebated) && compare(regular, current) !== 0 ? formatMoney(regular) : null,
    before: before ? formatMoney(product.price_before_discounts) : null,
    rebate: product.is_instant_rebate && hasAmount(product.instant_rebate) ? formatMoney(product.instant_rebate) : null,
  };
}

/** `special_text` is shown unless it only repeats the special price already shown. */
function specialNote(product: Product, shownSpecial: string): string {
  const text = (product.special_text ?? '').trim();
  if (!text || text === shownSpecial || text === storeAmountText(product.special) || text === String(product.special)) return '';
  return text;
}

/**
 * The price block (spec 1 §2, §5): price; special with the regular price struck through and
 * `special_text`; instant rebate with its name; `price_before_discounts`; the quantity discounts
 * table; "Login Required To View Price"; `disable_pricing_notice`.
 *
 * At load it shows the store's own texts (`price_text`, the discounts' `price_text`…): no
 * decimal.js downloads for a page the shopper only looks at. The money engine loads when the
 * price shown must be computed: an option with a price is picked, the quantity is not 1, a
 * discount tier or an instant rebate applies. Until it arrives, the store's texts stay (marked
 * busy), never an empty or half-computed price.
 */
export function PriceBlock({ product, selection = {}, quantity = 1, showDiscounts = true, computeOnIdle = false }: PriceBlockProps) {
  const visibility = priceVisibility(product, useSettings());
  const qty = quantity > 0 ? quantity : 1;
  const texts = storeTexts(product);
  const bySelf =
    texts.complete && qty === 1 && !chosenValues(product.options, selection).some(changesPrice) && !discountFor(product.discounts, qty);
  const money = useMoney(visibility === 'price' && !bySelf, { onIdle: computeOnIdle });
  const t = useTexts(productTexts);

  if (visibility === 'disabled') {
    const notice = product.disable_pricing_notice;
    // A notice in plain text (no tag, no entity: the usual case) reads the same as text as it
    // would as HTML, so it is shown as text and a listing of such products loads no DOMPurify.
    if (notice && !/[<&]/.test(notice)) return <div className={styles.notice}>{notice}</div>;
    // DOMPurify loads only for a notice with markup: a priced page never needs it. Its plain text
    // shows at once meanwhile (see SafeHtmlLazy): no layout shift.
    return <SafeHtmlLazy className={styles.notice} html={notice} />;
  }
  if (visibility === 'login') {
    return <p className={styles.login}>{t('loginForPrice')}</p>;
  }

  const waiting = !bySelf && !money;
  const shown = bySelf || !money ? texts.shown : computed(money, product, selection, qty);
  const onSpecial = product.is_special && hasAmount(product.special);
  const note = onSpecial ? specialNote(product, shown.current) : '';

  return (
    <div className={styles.block}>
      <p className={styles.prices}>
        <span className={onSpecial ? styles.special : styles.price} data-testid="pf-price" aria-busy={waiting || undefined}>
          <span className="pf-visually-hidden">{onSpecial ? t('specialPrice') : t('price')}</span>
          {shown.current}
        </span>
        {shown.regular && (
          <s className={styles.regular}>
            <span className="pf-visually-hidden">{t('regularPrice')}</span>
            {shown.regular}
          </s>
        )}
      </p>
      {note && <p className={styles.specialText}>{note}</p>}
      {shown.before && (
        <p className={styles.before}>
          {t('priceBefore')}<s>{shown.before}</s>
        </p>
      )}
      {shown.rebate && (
        <p className={styles.rebate}>
          {product.instant_rebate_name || t('instantRebate')}: -{shown.rebate}
        </p>
      )}
      {showDiscounts && product.discounts?.length > 0 && (
        <table className={styles.discounts}>
          <caption>{t('quantityDiscounts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('priceHead')}</th>
            </tr>
          </thead>
          <tbody>
            {product.discounts.map((d) => (
              <tr key={String(d.product_discount_id)}>
                <td>{t('orMore', { quantity: d.quantity })}</td>
                <td>{d.price_text || storeAmountText(d.price) || money?.formatMoney(d.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
