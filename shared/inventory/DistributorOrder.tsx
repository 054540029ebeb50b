import { useId, useState, type FormEvent } from 'react';
import type { Product } from '../api/shapes/product';
import type { InventoryDetail } from '../api/product';
import { cartService } from '../cart';
import { useMutation } from '../data';
import { notifyAdded } from '../product';
import { text, useTexts } from '../texts';
import { inventoryTexts } from './texts';
import fields from '../ui/fields.module.css';
import styles from './inventory.module.css';

type Location = InventoryDetail['locations'][number];

export const MSG_WHOLE = inventoryTexts.en.wholeNumber;
export const MSG_NOT_NEGATIVE = inventoryTexts.en.notNegative;
export const msgAtMost = (location: Pick<Location, 'inventory' | 'name'>) => text(inventoryTexts, 'atMost', { count: location.inventory, name: location.name });

/** The quantity's problem for a location (spec 3 §5: at least 0, at most that location's inventory), or null. */
export function quantityProblem(raw: string, location: Location | undefined): string | null {
  if (!/^-?\d+$/.test(raw.trim())) return text(inventoryTexts, 'wholeNumber');
  const n = Number(raw);
  if (n < 0) return text(inventoryTexts, 'notNegative');
  if (location && n > location.inventory) return msgAtMost(location);
  return null;
}

/**
 * POS: order the part from a distributor location (spec 3 §5 "Distributor order"): the quantity
 * is at least 0 and at most the chosen location's inventory, and choosing another location caps
 * it to that location's. Spec 3 names no call for it: Add to Cart is the cart add with the
 * location's `warehouse_code`.
 */
export function DistributorOrder({ product, locations }: { product: Product; locations: Location[] }) {
  const uid = useId();
  const t = useTexts(inventoryTexts);
  const first = locations.find((l) => l.inventory > 0) ?? locations[0];
  const [code, setCode] = useState(first?.warehouseCode ?? '');
  const [quantity, setQuantity] = useState(first && first.inventory > 0 ? '1' : '0');
  const location = locations.find((l) => l.warehouseCode === code);
  const problem = quantityProblem(quantity, location);
  const add = useMutation((count: number, warehouse: string) => cartService.add({ product_id: product.product_id, quantity: count, warehouse_code: warehouse }), {
    onSuccess: () => notifyAdded(product),
  });

  const choose = (next: string) => {
    setCode(next);
    const to = locations.find((l) => l.warehouseCode === next);
    const n = Number(quantity);
    // Another location caps what was typed to its inventory (and never below 0).
    if (to && /^-?\d+$/.test(quantity.trim())) setQuantity(String(Math.max(0, Math.min(n, to.inventory))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !location || Number(quantity) === 0) return;
    void add.mutate(Number(quantity), location.warehouseCode);
  };

  if (!locations.length) return null;
  return (
    <form className={styles.order} aria-labelledby={`${uid}-title`} onSubmit={submit} noValidate>
      <h3 className={styles.orderTitle} id={`${uid}-title`}>
        {t('orderTitle')}
      </h3>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${uid}-location`}>
          {t('orderLocation')}
        </label>
        <select id={`${uid}-location`} className={fields.select} value={code} onChange={(e) => choose(e.target.value)}>
          {locations.map((l) => (
            <option key={l.warehouseCode + l.name} value={l.warehouseCode}>
              {t('locationOption', { name: l.name, count: l.inventory })}
            </option>
          ))}
        </select>
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${uid}-quantity`}>
          {t('quantity')}
        </label>
        <input
          id={`${uid}-quantity`}
          className={fields.input}
          type="number"
          inputMode="numeric"
          min={0}
          max={location?.inventory ?? 0}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${uid}-error` : undefined}
        />
        {problem && (
          <p id={`${uid}-error`} className={styles.fieldError}>
            {problem}
          </p>
        )}
      </div>
      <button type="submit" className={styles.secondaryButton} disabled={Boolean(problem) || Number(quantity) === 0 || add.pending} aria-busy={add.pending || undefined}>
        {t('addToCart')}
      </button>
    </form>
  );
}
