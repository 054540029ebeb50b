import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LaborFields, PosCartProduct } from '../../../shared/api/pos-cart';
import { errorText } from '../../../shared/api/errors';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { navigation } from '../../../shared/runtime/navigation';
import { cartService } from '../../../shared/cart';
import { laborText, lineTotalText, priceText, unitAmount, unitPriceInput, unitPriceText } from '../../../shared/cart/lines';
import { removeFailedText, useLineQuantity } from '../../../shared/cart/editing';
import { useMutation } from '../../../shared/data';
import * as money from '../../../shared/money';
import { PoNumberField } from '../../../shared/order';
import { badgeText, useFitment } from '../../../shared/vehicle';
import { isOnline, LineNote } from '../../../shared/offline';
import { Button, QuantityInput, QUANTITY_DEBOUNCE_MS, QUANTITY_MAX, notifyError } from '../../../shared/ui';
import { usePosCart, usePosCartStore } from '../context';
import { failureToast } from '../feedback';
import type { LaborRate } from '../rules';
import { useBackToScan } from '../scanFocus';
import { ackKey } from '../store';
import { posCartTexts } from '../texts';
import { text, useTexts } from '../../../shared/texts';
import { LaborModal } from './LaborModal';
import { UnitPrice } from './UnitPrice';
import styles from '../pos-cart.module.css';
import { lineAnchor } from '../feedback';

const PO_CLASSES = { form: styles.inlineForm, label: styles.smallLabel, input: styles.poInput, check: styles.check };

export { QUANTITY_FAILED, REMOVE_FAILED } from '../../../shared/cart/editing';

export interface LineProps {
  line: PosCartProduct;
  laborRates: readonly LaborRate[];
  poNumbers: boolean;
  /** The cart's vehicle ("2018 Ford F-150 XLT"), or null: no fitment shown. */
  vehicle: string | null;
}

/**
 * One POS cart line (spec 3 §2): quantity 1–10000, unit price override, labor apply/update,
 * PO number, fitment against the cart's vehicle with an acknowledgement when it does not fit,
 * and Remove. Each change is its own single-flight call through the cart service.
 */
export function Line({ line, laborRates, poNumbers, vehicle }: LineProps) {
  const id = useId();
  const t = useTexts(posCartTexts);
  const backToScan = useBackToScan();
  const item = useRef<HTMLLIElement>(null);
  /** Back to the scan field after a change of this line was taken (the line's own fields give it up). */
  const taken = () => backToScan(item.current);
  const [laborOpen, setLaborOpen] = useState(false);
  const laborLine = line.is_custom && !!line.labor && unitAmount(line) === 0;

  // The line's quantity edits (shared with the cart page): the box shows the one on its way;
  // a failure is a toast, and the newest quantity taken sends the clerk back to scanning.
  const quantity = useLineQuantity(line.key, { onFailure: (text) => notifyError(text), onTaken: taken });
  const price = useMutation((newPrice: string) => cartService.updatePrice(line.key, newPrice), {
    errorToast: false,
    onError: (e) => failureToast(e, text(posCartTexts, 'priceFailed')),
    successToast: () => text(posCartTexts, 'priceUpdated'),
    onSuccess: taken,
  });
  const labor = useMutation((fields: LaborFields) => (line.labor ? cartService.updateLabor(line.key, fields) : cartService.applyLabor(fields, line.key)), {
    errorToast: false,
    onError: (e) => failureToast(e, text(posCartTexts, 'laborFailed')),
    successToast: () => text(posCartTexts, 'laborUpdated'),
    onSuccess: taken,
  });
  const dropLabor = useMutation(() => cartService.removeLabor(line.key), {
    errorToast: false,
    onError: (e) => failureToast(e, text(posCartTexts, 'laborFailed')),
    successToast: () => text(posCartTexts, 'laborUpdated'),
    onSuccess: taken,
  });
  const po = useMutation(
    ({ poNumber, applyToAll }: { poNumber: string; applyToAll: boolean }) =>
      cartService.applyPoNumber([{ cart_key: line.key, name: line.name, po_number: poNumber }], applyToAll),
    { successToast: () => text(posCartTexts, 'poAdded'), errorToast: (e) => <PoError error={e} />, onSuccess: taken },
  );
  const remove = useMutation(() => cartService.remove(line.key), {
    errorToast: (e) => errorText(e, removeFailedText()),
    // The last line gone: the browser goes to /checkout/cart (spec 3 §2, §4 "Cart state"); else back to the scan field.
    onSuccess: (next) => {
      // Offline the store's cart page cannot load: the register stays on the kept cart.
      if (!next.products.length && !next.vouchers.length && isOnline()) navigation.go(pageUrl('pageCart'));
      else taken();
    },
  });

  const done = (p: Promise<unknown>) => p.then(() => true, () => false);

  return (
    <li id={lineAnchor(line.key)} className={styles.line} aria-labelledby={`${id}-name`} ref={item}>
      <div>
        <p id={`${id}-name`} className={styles.lineName}>
          {line.links?.view ? <a href={line.links.view}>{line.name}</a> : line.name}
        </p>
        <p className={styles.meta}>
          {line.is_custom ? (laborLine ? t('customLabor') : t('customProduct')) : `${line.aaia} ${line.mpn}`}
        </p>
        {line.selected_options.map((o) => (
          <p key={`${o.product_option_id}-${o.value}`} className={styles.meta}>
            {t('option', { name: o.name, value: o.value })}
          </p>
        ))}
        {vehicle && !line.is_custom && line.aaia && line.mpn ? <LineFitment line={line} vehicle={vehicle} /> : null}
        <LineNote lineKey={line.key} />
      </div>
      <div>
        {laborLine ? (
          <p className={styles.meta}>{t('quantityValue', { quantity: line.quantity })}</p>
        ) : (
          <QuantityInput
            value={quantity.draft ?? line.quantity}
            min={1}
            max={QUANTITY_MAX}
            debounceMs={QUANTITY_DEBOUNCE_MS}
            // 99999 is a slip at the counter, not 10000 parts: refused, the line keeps its quantity.
            aboveMax="refuse"
            label={t('quantityOf', { name: line.name })}
            onChange={(q) => {
              if (q !== '') quantity.edit(q);
            }}
          />
        )}
      </div>
      <div>
        {laborLine ? (
          <span className={styles.meta}>{t('labor')}</span>
        ) : (
          <UnitPrice
            lineName={line.name}
            priceText={unitPriceText(line, money)}
            originalText={originalPriceText(line)}
            price={unitPriceInput(line, money)}
            saving={price.pending}
            onSave={(p) => done(price.mutateAsync(p))}
          />
        )}
      </div>
      <div className={styles.total}>
        <span className="pf-visually-hidden">{t('totalOf', { name: line.name })}</span>
        {/* A labor-only line's money is its labor (its unit price is 0): the store's amount_text. */}
        {laborLine ? laborText(line) : lineTotalText(line, money)}
      </div>
      <div className={styles.lineExtras}>
        {line.labor ? (
          <span>
            {t('laborDetail', { title: line.labor.title, time: money.formatLaborTime(line.labor.time), quantity: line.labor.quantity, amount: laborText(line) })}
          </span>
        ) : null}
        {laborRates.length > 0 && (
          <Button variant="link" size="sm" onClick={() => setLaborOpen(true)} aria-label={t(line.labor ? 'updateLaborFor' : 'addLaborFor', { name: line.name })}>
            {t(line.labor ? 'updateLabor' : 'addLabor')}
          </Button>
        )}
        {line.labor && !laborLine && (
          <Button variant="link" size="sm" onClick={() => void dropLabor.mutate()} busy={dropLabor.pending} aria-label={t('removeLaborFrom', { name: line.name })}>
            {t('removeLabor')}
          </Button>
        )}
        {poNumbers && (
          <PoNumberField
            lineName={line.name}
            poNumber={line.po_number ?? ''}
            applying={po.pending}
            onApply={(poNumber, applyToAll) => done(po.mutateAsync({ poNumber, applyToAll }))}
            allName={t('everyLine')}
            classes={PO_CLASSES}
          />
        )}
        <Button variant="link" size="sm" onClick={() => void remove.mutate()} busy={remove.pending} aria-label={t('removeItem', { name: line.name })}>
          {t('remove')}
        </Button>
      </div>
      <LaborModal
        open={laborOpen}
        onClose={() => flushSync(() => setLaborOpen(false))}
        title={t(line.labor ? 'updateLaborTitle' : 'addLaborTitle', { name: line.name })}
        submitLabel={t(line.labor ? 'updateLabor' : 'addLabor')}
        rates={laborRates}
        initial={
          line.labor
            ? { laborId: String(line.labor.labor_id), laborTime: String(line.labor.time), name: line.labor.title, quantity: String(line.labor.quantity) }
            : { quantity: String(line.quantity) }
        }
        sending={labor.pending}
        onSubmit={(fields) => done(labor.mutateAsync(fields))}
      />
    </li>
  );
}

/** An amount the store wrote as a number, a numeric string or a price text ("$1,049.99"); null when it reads as none. */
function amountOf(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const digits = value.replace(/[^0-9.-]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(digits)) return null;
  return Number(digits);
}

/**
 * The price the line had before the counter changed it, struck through beside the new one: the
 * store's `original_unit_price` (the catalogue's price) when the unit price is another amount
 * (an override); '' when they agree or the store sent none. `unit_price_before_discounts` is not
 * read here: after an override the store writes it as the new price, so it says nothing of the old.
 */
export function originalPriceText(line: PosCartProduct): string {
  const original = line.original_unit_price;
  const was = amountOf(original);
  const unit = unitAmount(line) ?? amountOf(line.unit_price);
  if (original === undefined || was === null || unit === null) return '';
  if (Math.round(was * 100) === Math.round(unit * 100)) return '';
  return priceText(original, money);
}

/** The line's fitment verdict for the cart's vehicle; a part that does not fit needs the staff's acknowledgement. */
function LineFitment({ line, vehicle }: { line: PosCartProduct; vehicle: string }) {
  const entry = useFitment({ aaia: line.aaia, mpn: line.mpn });
  const key = ackKey(line.key, vehicle);
  const { setAck } = usePosCartStore();
  const t = useTexts(posCartTexts);
  const acked = usePosCart((s) => !!s.acks[key]);
  const result = entry.part.result;
  if (entry.status === 'loading' || entry.status === 'idle') return <p className={styles.meta}>{t('checkingFitment')}</p>;
  const verdict = badgeText(result, true);
  if (result !== 'no') return <p className={result === 'yes' || result === 'universal' ? styles.fits : styles.meta}>{verdict}</p>;
  return (
    <div>
      <p className={styles.noFit}>
        {t('fitVerdict', { verdict, vehicle })}
      </p>
      {/* A whole-width target of 44 px with a box to match: Check Out sends the clerk here. */}
      <label className={styles.ack}>
        <input type="checkbox" className={styles.ackBox} checked={acked} onChange={(e) => setAck(key, e.target.checked)} data-pf-fit-ack={line.key} />
        {t('acknowledge', { name: line.name })}
      </label>
    </div>
  );
}

/** 'Error adding PO Number.' with the store's own text when it gave one (spec 3 §8). */
function PoError({ error }: { error: unknown }) {
  const reason = errorText(error, '');
  return (
    <>
      <span>{text(posCartTexts, 'poFailed')}</span>
      {reason ? <span> {reason}</span> : null}
    </>
  );
}
