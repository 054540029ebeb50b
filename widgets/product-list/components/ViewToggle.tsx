import type { ListingView } from '../layout';
import { useTexts } from '../../../shared/texts';
import styles from '../product-list.module.css';
import { productListTexts } from '../texts';

/** Grid / List as two toggle buttons (aria-pressed). */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (v: ListingView) => void }) {
  const t = useTexts(productListTexts);
  return (
    <div role="group" aria-label={t('view')} className={styles.toggle}>
      {(['grid', 'list'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} className={styles.toggleButton} onClick={() => onChange(v)}>
          {t(v)}
        </button>
      ))}
    </div>
  );
}
