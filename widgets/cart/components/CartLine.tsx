import { useId } from 'react';
import { type CartProduct } from '../../../shared/cart';
import { laborText, lineTotalText, priceText, unitAmount, unitPriceText } from '../../../shared/cart/lines';
import * as money from '../../../shared/money';
import { QuantityInput } from '../../../shared/ui/QuantityInput';
import { QUANTITY_DEBOUNCE_MS } from '../../../shared/ui/quantity';
import { Button } from '../../../shared/ui/Button';
import { RebateBanner } from './RebateBanner';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

/** Spec 1 §4, quoted exactly: the stock warning of a cart row without its own out-of-stock text. */
export const STOCK_WARNING = cartTexts.en.stockWarning;

/** Beside the quantity while its edit is on its way to the store. */
export const UPDATING = cartTexts.en.updating;

export interface CartLineProps {
  line: CartProduct;
  /** What the quantity box shows: the unanswered edit's quantity, or the server's. */
  quantity: number;
  error?: string;
  onQuantity: (quantity: number | '') => void;
  onRemove: () => void;
  removing: boolean;
  /** The line's quantity edit is sent and not answered yet: shown, not only announced. */
  updating?: boolean;
}

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The price before discounts, when the store gave it as an amount above the unit's. */
function wasHigher(line: CartProduct): boolean {
  const unit = unitAmount(line);
  const before = line.unit_price_before_discounts;
  return unit !== null && typeof before === 'number' && money.compare(before, unit) > 0;
}

/** One cart row: everything spec 1 §3 lists for a cart product, plus its quantity and remove. */
export function CartLine({ line, quantity, error, onQuantity, onRemove, removing, updating = false }: CartLineProps) {
  const nameId = useId();
  const t = useTexts(cartTexts);
  const unit = unitPriceText(line, money);
  const was = wasHigher(line);
  const total = lineTotalText(line, money);
  const showShipping = line.has_shipping_cost ?? given(line.shipping_cost);
  const stockWarning = line.show_stock_warning || !line.enough_inventory;
  const rebates = line.rebates.unique;

  return (
    <article className={styles.line} aria-labelledby={nameId}>
      {line.thumbnails.cart && <img className={styles.thumb} src={line.thumbnails.cart} alt="" width={80} height={80} loading="lazy" />}
      <div className={styles.details}>
        <h2 id={nameId} className={styles.name}>
          {line.links.view ? <a href={line.links.view}>{line.name}</a> : line.name}
        </h2>
        {line.selected_options.length > 0 && (
          <ul className={styles.options} aria-label={t('options')}>
            {line.selected_options.map((o) => (
              <li key={`${o.product_option_id}-${o.value}`}>
                {o.name}: {o.value}
              </li>
            ))}
          </ul>
        )}
        {given(line.upc) && <p className={styles.meta}>{t('upc', { upc: String(line.upc) })}</p>}
        {line.labor && (
          <p className={styles.meta}>{t('labor', { title: line.labor.title, price: laborText(line) })}</p>
        )}
        {stockWarning && (
          <p className={styles.warning} role="note">
            {line.oos_text || t('stockWarning')}
          </p>
        )}
        {rebates.map((r) => (
          <RebateBanner key={String(r.rebateId)} rebate={r} />
        ))}
      </div>
      <dl className={styles.prices}>
        <div>
          <dt>{t('unitPrice')}</dt>
          <dd>
            {was && (
              <>
                <s className={styles.was}>
                  <span className="pf-visually-hidden">{t('was')}</span>
                  {priceText(line.unit_price_before_discounts, money)}
                </s>{' '}
              </>
            )}
            {unit}
          </dd>
        </div>
        {given(line.tax) && (
          <div>
            <dt>{t('tax')}</dt>
            <dd>{priceText(line.tax, money)}</dd>
          </div>
        )}
        {showShipping && (
          <div>
            <dt>{t('shipping')}</dt>
            <dd>{priceText(line.shipping_cost, money)}</dd>
          </div>
        )}
        {total && (
          <div>
            <dt>{t('total')}</dt>
            <dd>{total}</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        <QuantityInput value={quantity} onChange={onQuantity} min={line.minimum || 1} debounceMs={QUANTITY_DEBOUNCE_MS} label={t('quantity')} />
        <span className={styles.updating} role="status" aria-live="polite">
          {updating ? t('updating') : ''}
        </span>
        <Button variant="link" size="sm" onClick={onRemove} busy={removing} aria-label={t('removeItem', { name: line.name })}>
          {t('remove')}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
