import { useEffect, useRef } from 'react';
import type { Store } from '../../../shared/api/shapes/locations';
import { Button } from '../../../shared/ui';
import { useTexts } from '../../../shared/texts';
import { dealerLocatorTexts } from '../texts';
import styles from '../dealer-locator.module.css';

export interface StoreListProps {
  id: string;
  stores: Store[];
  activeId: string | null;
  selectedId: string | undefined;
  /** Highlights the store here and on the map (opens its info window). */
  onActivate: (id: string) => void;
  onChoose: (store: Store) => void;
  choosing: boolean;
  /** Where the highlight came from: the list keeps focus, a map click scrolls the store into view. */
  scrollToActive: boolean;
}

const websiteHref = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/** The stores as a list: every store (and its map marker) is reachable from here with the keyboard. */
export function StoreList({ id, stores, activeId, selectedId, onActivate, onChoose, choosing, scrollToActive }: StoreListProps) {
  const t = useTexts(dealerLocatorTexts);
  const items = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (!scrollToActive || !activeId) return;
    items.current.get(activeId)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [activeId, scrollToActive]);

  return (
    <ol className={styles.list} aria-label={t('stores')}>
      {stores.map((store, i) => {
        const key = String(store.location_id);
        const nameId = `${id}-store-${key}`;
        const active = key === activeId;
        const selected = key === selectedId;
        return (
          <li
            key={key}
            ref={(el) => {
              if (el) items.current.set(key, el);
              else items.current.delete(key);
            }}
            className={[styles.store, active && styles.active].filter(Boolean).join(' ')}
            aria-current={active ? 'true' : undefined}
          >
            <h3 className={styles.storeName} id={nameId}>
              <span className={styles.pin} aria-hidden="true">
                {i + 1}
              </span>{' '}
              {store.location_name}
            </h3>
            {store.preferred && <span className={styles.badge}>{t('preferred')}</span>}
            {store.formatted_distance && <span className={styles.muted}> {store.formatted_distance}</span>}
            <address className={styles.address}>
              {store.address}
              {store.formatted_telephone && (
                <>
                  <br />
                  <a href={`tel:${store.telephone}`}>{store.formatted_telephone}</a>
                </>
              )}
              {store.email && (
                <>
                  <br />
                  <a href={`mailto:${store.email}`}>{store.email}</a>
                </>
              )}
              {store.formatted_website && (
                <>
                  <br />
                  <a href={websiteHref(store.formatted_website)}>{store.formatted_website}</a>
                </>
              )}
            </address>
            <div className={styles.storeActions}>
              {store.map_link && (
                <a href={store.map_link} target="_blank" rel="noopener noreferrer" aria-label={t('directionsTo', { name: store.location_name })}>
                  {t('directions')}
                </a>
              )}
              <Button variant="link" size="sm" onClick={() => onActivate(key)} aria-describedby={nameId}>
                {t('showOnMap')}
              </Button>
              {/* aria-disabled, not disabled: the button keeps keyboard focus once it reads "My Selected Store". */}
              <Button
                variant={selected ? 'primary' : 'secondary'}
                size="sm"
                onClick={() => {
                  if (!selected && !choosing) onChoose(store);
                }}
                aria-disabled={selected || choosing || undefined}
                aria-describedby={nameId}
              >
                {t(selected ? 'selected' : 'choose')}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
