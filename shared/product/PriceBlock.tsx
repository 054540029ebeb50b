import { applyAdjustments, compare, formatMoney, lineTotal } from '../money';
import { useSettings } from '../config/useSettings';
import type { Product } from '../api/shapes/product';
import { SafeHtmlLazy } from '../ui/SafeHtmlLazy';
import { chosenValues, instantRebate, priceVisibility, totalPrice, type OptionSelection } from './pricing';
import styles from './PriceBlock.module.css';

export interface PriceBlockProps {
  product: Product;
  /** The shopper's option choices (adjust the price); none in listings. */
  selection?: OptionSelection;
  /** The price shown is for this many (default 1). */
  quantity?: number;
  /** Listings show no discount table. */
  showDiscounts?: boolean;
}

const hasAmount = (v: unknown) => v !== null && v !== undefined && v !== '';

/** `special_text` is shown unless it only repeats the special price already shown. */
function specialNote(product: Product): string {
  const text = (product.special_text ?? '').trim();
  if (!text || text === formatMoney(product.special) || text === String(product.special)) return '';
  return text;
}

/**
 * The price block (spec 1 §2, §5): price; special with the regular price struck through and
 * `special_text`; instant rebate with its name; `price_before_discounts`; the quantity discounts
 * table; "Login Required To View Price"; `disable_pricing_notice`. All amounts via shared/money.
 */
export function PriceBlock({ product, selection = {}, quantity = 1, showDiscounts = true }: PriceBlockProps) {
  const visibility = priceVisibility(product, useSettings());
  if (visibility === 'disabled') {
    // DOMPurify loads only for a product whose pricing is disabled and that has a notice: a priced
    // page never needs it. A plain-text notice shows at once (see SafeHtmlLazy): no layout shift.
    return <SafeHtmlLazy className={styles.notice} html={product.disable_pricing_notice} />;
  }
  if (visibility === 'login') {
    return <p className={styles.login}>Login Required To View Price</p>;
  }

  const qty = quantity > 0 ? quantity : 1;
  const current = totalPrice(product, selection, qty);
  const regular = lineTotal(applyAdjustments(product.price, chosenValues(product.options, selection)), qty);
  const onSpecial = product.is_special && hasAmount(product.special);
  // The price shown is what the cart charges: the instant rebate is already taken off it.
  const rebated = compare(instantRebate(product), 0) > 0;
  const note = onSpecial ? specialNote(product) : '';
  const before = hasAmount(product.price_before_discounts) && compare(product.price_before_discounts, product.price) !== 0;

  return (
    <div className={styles.block}>
      <p className={styles.prices}>
        <span className={onSpecial ? styles.special : styles.price} data-testid="pf-price">
          <span className="pf-visually-hidden">{onSpecial ? 'Special price: ' : 'Price: '}</span>
          {formatMoney(current)}
        </span>
        {(onSpecial || rebated) && compare(regular, current) !== 0 && (
          <s className={styles.regular}>
            <span className="pf-visually-hidden">Regular price: </span>
            {formatMoney(regular)}
          </s>
        )}
      </p>
      {note && <p className={styles.specialText}>{note}</p>}
      {before && (
        <p className={styles.before}>
          Price before discounts: <s>{formatMoney(product.price_before_discounts)}</s>
        </p>
      )}
      {product.is_instant_rebate && hasAmount(product.instant_rebate) && (
        <p className={styles.rebate}>
          {product.instant_rebate_name || 'Instant rebate'}: -{formatMoney(product.instant_rebate)}
        </p>
      )}
      {showDiscounts && product.discounts?.length > 0 && (
        <table className={styles.discounts}>
          <caption>Quantity discounts</caption>
          <thead>
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {product.discounts.map((d) => (
              <tr key={String(d.product_discount_id)}>
                <td>{d.quantity} or more</td>
                <td>{d.price_text || formatMoney(d.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
