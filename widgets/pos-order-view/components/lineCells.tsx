import type { OrderProduct } from '../../../shared/api/payment';
import type { OrderVoucher, PosOrder } from '../../../shared/api/order';
import { formatMoney } from '../../../shared/money';
import { useTexts } from '../../../shared/texts';
import { posOrderViewTexts } from '../texts';

/** A gift certificate's amount: the store's text, else its amount formatted. */
export const voucherAmount = (v: OrderVoucher) => v.amount_text || formatMoney(v.amount);

/** A totals row's amount: the store's text, else its value formatted. */
export const totalText = (t: PosOrder['totals'][number]) => t.text || formatMoney(t.value);

/** The headings over those cells: the quantity's word (the printed receipt abbreviates it), Price, Total. */
export function AmountHeads({ quantity, numClass }: { quantity: string; numClass?: string }) {
  const t = useTexts(posOrderViewTexts);
  return (
    <>
      {[quantity, t('price'), t('total')].map((label, i) => (
        <th key={i} scope="col" className={numClass}>
          {label}
        </th>
      ))}
    </>
  );
}

/**
 * The Quantity, Price and Total cells of an order line or a gift certificate (sold one at a time),
 * as the order view's Items table and the printed receipt both show them.
 */
export function AmountCells({ line, numClass }: { line: OrderProduct | OrderVoucher; numClass?: string }) {
  const [quantity, price, total] = 'order_product_id' in line ? [line.quantity, formatMoney(line.price), formatMoney(line.total)] : [1, voucherAmount(line), voucherAmount(line)];
  return (
    <>
      <td className={numClass}>{quantity}</td>
      <td className={numClass}>{price}</td>
      <td className={numClass}>{total}</td>
    </>
  );
}
