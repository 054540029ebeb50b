import type { SearchHit } from '../../../shared/api/search';
import { useTexts } from '../../../shared/texts';
import styles from '../search-bar.module.css';
import { searchBarTexts } from '../texts';

export interface ShownSection {
  key: string;
  title: string;
  hits: SearchHit[];
}

export interface SuggestionsProps {
  id: string;
  sections: ShownSection[];
  /** Option ids are `${id}-${sectionKey}-${index}`. */
  activeId: string | null;
  hrefFor: (hit: SearchHit) => string;
  onPick: (hit: SearchHit) => void;
}

export const optionId = (listId: string, sectionKey: string, index: number) => `${listId}-${sectionKey}-${index}`;

/**
 * The listbox of the combobox: one group per section (headed "Parts", "Categories", …), each
 * option a link-like row. Focus stays in the input; the active option is announced through
 * aria-activedescendant. Mouse down is prevented so the input keeps focus on click.
 */
export function Suggestions({ id, sections, activeId, hrefFor, onPick }: SuggestionsProps) {
  const t = useTexts(searchBarTexts);
  return (
    <div id={id} role="listbox" aria-label={t('suggestions')} className={styles.panel}>
      {sections.map((section) => (
        <div key={section.key} role="group" aria-labelledby={`${id}-${section.key}`} className={styles.section}>
          <div id={`${id}-${section.key}`} className={styles.sectionTitle} role="presentation">
            {section.title}
          </div>
          {section.hits.map((hit, i) => {
            const oid = optionId(id, section.key, i);
            return (
              <div
                key={oid}
                id={oid}
                role="option"
                aria-selected={oid === activeId}
                className={oid === activeId ? `${styles.option} ${styles.active}` : styles.option}
                data-href={hrefFor(hit)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(hit)}
              >
                {hit.image ? <img src={hit.image} alt="" className={styles.thumb} width={32} height={32} loading="lazy" /> : null}
                <span>{hit.name}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
