import type { FormEvent, Ref } from 'react';
import { Button } from '../../../shared/ui';
import { DISTANCE } from '../../../shared/locator';
import { useTexts } from '../../../shared/texts';
import { dealerLocatorTexts } from '../texts';
import styles from '../dealer-locator.module.css';

export interface SearchFields {
  zip: string;
  distance: string;
  filter: string;
}

export interface SearchFormProps {
  id: string;
  fields: SearchFields;
  onChange: (fields: SearchFields) => void;
  onSubmit: () => void;
  onUseLocation: () => void;
  /** The ZIP's error text (spec 1 §5), shown under the field. */
  zipError: string;
  /** Distance and filter belong to the dealer search; the product search asks near only. */
  withDistance: boolean;
  /** A search is under way: said on the button (not disabled, so that focus stays on it). */
  searching: boolean;
  zipRef: Ref<HTMLInputElement>;
}

/** ZIP, distance (10–250 miles) and filter, or the browser's position. */
export function SearchForm({ id, fields, onChange, onSubmit, onUseLocation, zipError, withDistance, searching, zipRef }: SearchFormProps) {
  const t = useTexts(dealerLocatorTexts);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate role="search" aria-label={t('search')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-zip`}>{t('zip')}</label>
        <input
          ref={zipRef}
          id={`${id}-zip`}
          className={styles.input}
          value={fields.zip}
          onChange={(e) => onChange({ ...fields, zip: e.target.value })}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          aria-invalid={zipError ? true : undefined}
          aria-describedby={zipError ? `${id}-zip-error` : undefined}
        />
        {zipError && (
          <p id={`${id}-zip-error`} className={styles.error} role="alert">
            {zipError}
          </p>
        )}
      </div>
      {withDistance && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-distance`}>{t('distance')}</label>
            <input
              id={`${id}-distance`}
              className={styles.input}
              type="number"
              min={DISTANCE.min}
              max={DISTANCE.max}
              step={1}
              value={fields.distance}
              onChange={(e) => onChange({ ...fields, distance: e.target.value })}
              aria-describedby={`${id}-distance-hint`}
            />
            <span id={`${id}-distance-hint`} className={styles.hint}>
              {t('distanceHint', { min: DISTANCE.min, max: DISTANCE.max })}
            </span>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-filter`}>{t('filter')}</label>
            <input id={`${id}-filter`} className={styles.input} value={fields.filter} onChange={(e) => onChange({ ...fields, filter: e.target.value })} />
          </div>
        </>
      )}
      <div className={styles.actions}>
        <Button type="submit" aria-describedby={searching ? `${id}-searching` : undefined}>
          {t('searchButton')}
        </Button>
        {searching && (
          <span id={`${id}-searching`} className="pf-visually-hidden">
            {t('searching')}
          </span>
        )}
        <Button variant="secondary" onClick={onUseLocation}>
          {t('useLocation')}
        </Button>
      </div>
    </form>
  );
}
