import type { CustomerForm } from './useCustomerForm';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts } from '../texts';

/** The left menu: General, each address (with its first line, and a remove button), + Add Address. */
export function AddressMenu({ form }: { form: CustomerForm }) {
  const { values, pane, setPane, removeAddress, addAddress } = form;
  const t = useTexts(posCustomerEditTexts);
  return (
    <nav className={styles.menu} aria-label={t('sections')}>
      <ul>
        <li>
          <button type="button" className={styles.menuItem} aria-current={pane === -1 ? 'true' : undefined} onClick={() => setPane(-1)}>
            {t('tabGeneral')}
          </button>
        </li>
        {values.addresses.map((a, i) => (
          <li key={i} className={styles.menuRow}>
            <button type="button" className={styles.menuItem} aria-current={pane === i ? 'true' : undefined} onClick={() => setPane(i)}>
              {t('addressN', { n: i + 1 })}
              {a.address_1 ? <span className={styles.menuHint}>{a.address_1}</span> : null}
            </button>
            <button type="button" className={styles.removeButton} aria-label={t('removeAddress', { n: i + 1 })} onClick={() => removeAddress(i)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuItem} onClick={addAddress}>
            {t('addAddress')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
