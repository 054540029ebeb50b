import { lazy, Suspense, useId, useState } from 'react';
import { useFitment } from './useFitment';
import { usePageNoticeOwner, retryPage } from './pageNotice';
import { badgeText, vehicleTexts } from './texts';
import { useTexts } from '../texts';
import { openVehicleSelector } from './openSelector';
import { LazyChoiceRefine } from './LazyChoiceRefine';
import styles from './fitment.module.css';

/** A part's catalog details load with their own chunk, the first time a shopper opens them. */
const CatalogDetails = lazy(() => import('./CatalogDetails').then((m) => ({ default: m.CatalogDetails })));

export interface FitmentBadgeProps {
  aaia: string;
  mpn: string;
  productId?: string | number;
  /** Sent with getCatalogDetails (spec 1 §7) so the store counts this part's category, brand and series. */
  categoryId?: string | number;
  manufacturerId?: string | number;
  seriesId?: string | number;
}

/**
 * The fitment button of a part (spec 1 §4). "Select Vehicle" / "Verify Fitment" open the vehicle
 * selector; the other results open the part's fitment details (the store's label and notes, and
 * the catalog counts with their links). A "maybe" part with choices offers them to refine.
 */
export function FitmentBadge({ aaia, mpn, productId, categoryId, manufacturerId, seriesId }: FitmentBadgeProps) {
  const { part, status, vehicleChosen } = useFitment({ aaia, mpn });
  const notice = usePageNoticeOwner();
  const [open, setOpen] = useState(false);
  // Details stay mounted once opened, so closing and reopening does not load them again.
  const [opened, setOpened] = useState(false);
  const detailsId = useId();
  const t = useTexts(vehicleTexts);
  const text = badgeText(part.result, vehicleChosen);
  const isMaybe = part.result === 'maybe';

  const onClick = () => {
    if (isMaybe) return openVehicleSelector();
    setOpen((o) => !o);
    setOpened(true);
  };

  return (
    <div className={styles.badge} data-result={part.result} aria-busy={status === 'loading' || undefined}>
      <button
        type="button"
        className={`${styles.button} ${styles[part.result]}`}
        onClick={onClick}
        aria-expanded={isMaybe ? undefined : open}
        aria-controls={!isMaybe && opened ? detailsId : undefined}
        aria-haspopup={isMaybe ? 'dialog' : undefined}
      >
        {text}
      </button>
      {notice.owner && notice.problem ? (
        <p className={styles.error} role="alert">
          {t('checkFailed')}{' '}
          <button type="button" className={styles.link} onClick={() => void retryPage()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      <LazyChoiceRefine part={part} />
      {!isMaybe && opened ? (
        <div id={detailsId} className={styles.details} hidden={!open}>
          {part.label ? <p>{part.label}</p> : null}
          {part.notes ? <p className={styles.notes}>{part.notes}</p> : null}
          <Suspense fallback={null}>
            <CatalogDetails
              query={{ product_id: productId, aaia, mpn, category_id: categoryId, manufacturer_id: manufacturerId, series_id: seriesId }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
