import type { ListingView } from '../layout';
import styles from '../product-list.module.css';

/** Grid / List as two toggle buttons (aria-pressed). */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (v: ListingView) => void }) {
  return (
    <div role="group" aria-label="View" className={styles.toggle}>
      {(['grid', 'list'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} className={styles.toggleButton} onClick={() => onChange(v)}>
          {v === 'grid' ? 'Grid' : 'List'}
        </button>
      ))}
    </div>
  );
}
