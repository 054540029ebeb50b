import type { Voucher } from '../../../shared/cart';
import { formatMoney } from '../../../shared/money';
import { Button } from '../../../shared/ui/Button';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

export interface VouchersProps {
  vouchers: Voucher[];
  onRemove: (voucher: Voucher) => Promise<void>;
}

/** Gift certificates being bought: description, amount and remove. */
export function Vouchers({ vouchers, onRemove }: VouchersProps) {
  const t = useTexts(cartTexts);
  if (!vouchers.length) return null;
  return (
    <section className={styles.section} aria-label={t('giftCertificates')}>
      <ul className={styles.plainList}>
        {vouchers.map((v) => (
          <VoucherRow key={v.key} voucher={v} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function VoucherRow({ voucher, onRemove }: { voucher: Voucher; onRemove: VouchersProps['onRemove'] }) {
  const [remove, removing] = useSingleFlight(() => onRemove(voucher));
  const t = useTexts(cartTexts);
  return (
    <li className={styles.voucher}>
      <span>{voucher.description}</span>
      <span>{voucher.amount_text || (voucher.amount === undefined ? '' : formatMoney(voucher.amount))}</span>
      <Button variant="link" size="sm" onClick={() => void remove()} busy={removing} aria-label={t('removeItem', { name: voucher.description })}>
        {t('remove')}
      </Button>
    </li>
  );
}
