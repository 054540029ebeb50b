import type { Facet } from '../../../shared/api/ymm';
import { useTexts } from '../../../shared/texts';
import styles from '../vehicle-panel.module.css';
import { vehiclePanelTexts } from '../texts';

/** One facet outside the summary line, with its remove control. */
export function FacetRow({ facet, onRemove, disabled }: { facet: Facet; onRemove: () => void; disabled: boolean }) {
  const t = useTexts(vehiclePanelTexts);
  return (
    <li className={styles.row}>
      <span>
        <span className={styles.field}>{facet.label_field}:</span> {facet.label_value}
      </span>
      <button type="button" className={styles.remove} onClick={onRemove} disabled={disabled} aria-label={t('remove', { name: facet.label_field })}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
