import { useId, useMemo } from 'react';
import * as v from 'valibot';
import type { YmmData } from '../api/customer';
import { YmmDataShape, type Facet } from '../api/shapes/vehicle';
import { ymmLists, type YmmOption } from '../api/ymm';
import { toFacet, useYmmList, type ListState } from '../vehicle';
import { Field } from '../ui/Field';
import fields from '../ui/fields.module.css';
import styles from './customer.module.css';

export interface VehicleYmmFieldsProps {
  /**
   * Year, MakeID, ModelID facets chosen so far: a list, or the store's object keyed by facet
   * (spec 2 §3 allows both), read through `YmmDataShape`.
   */
  value: YmmData | Record<string, Facet>;
  onChange: (next: YmmData) => void;
  /** Show 'Required' under an empty level. */
  showErrors?: boolean;
  disabled?: boolean;
}

const LEVELS = [
  { field: 'Year', label: 'Year' },
  { field: 'MakeID', label: 'Make' },
  { field: 'ModelID', label: 'Model' },
] as const;

/** The facets as a list in cascade order; anything that is not `ymm_data` reads as nothing chosen. */
function readYmm(value: unknown): YmmData {
  const read = v.safeParse(YmmDataShape, value);
  return read.success ? read.output : [];
}

/**
 * The year / make / model cascade of a customer's vehicle (spec 2 §7 "Year/make/model catalog"),
 * on the vehicle domain's lists (fetched once per page): choosing a level clears the levels under
 * it and loads the next list.
 */
export function VehicleYmmFields({ value: given, onChange, showErrors = false, disabled = false }: VehicleYmmFieldsProps) {
  const uid = useId();
  const value = useMemo(() => readYmm(given), [given]);
  const pick = (field: string) => value.find((f) => f.api_field === field)?.api_value ?? '';
  const year = pick('Year');
  const make = pick('MakeID');
  const lists: Array<ListState<YmmOption[]>> = [
    useYmmList(ymmLists.years()),
    useYmmList(year ? ymmLists.makes(year) : null),
    useYmmList(year && make ? ymmLists.models(year, make) : null),
  ];
  const chosen = useMemo(() => LEVELS.map((l) => value.find((f) => f.api_field === l.field)), [value]);

  const choose = (level: number, id: string) => {
    const option = lists[level].data?.find((o) => o.id === id);
    const kept = chosen.slice(0, level).filter((f): f is NonNullable<typeof f> => Boolean(f));
    onChange(option ? [...kept, toFacet(LEVELS[level].field, option)] : kept);
  };

  return (
    <div className={styles.cascade}>
      {LEVELS.map((level, i) => {
        const list = lists[i];
        const id = `${uid}-${level.field}`;
        const error = showErrors && !chosen[i] ? 'Required' : undefined;
        const current = chosen[i]?.api_value ?? '';
        const options = list.data ?? [];
        return (
          <Field key={level.field} id={id} label={level.label} error={error}>
            {(a11y) => (
              <>
                <select {...a11y} className={fields.select} value={current} disabled={disabled || list.status !== 'done'} onChange={(e) => choose(i, e.target.value)}>
                  <option value="">{list.status === 'loading' ? 'Loading…' : `Select ${level.label}`}</option>
                  {current && !options.some((o) => o.id === current) && <option value={current}>{chosen[i]?.label_value}</option>}
                  {options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
                {list.status === 'error' && (
                  <p className={fields.error} role="alert">
                    The list could not be loaded.{' '}
                    <button type="button" onClick={list.retry}>
                      Try again
                    </button>
                  </p>
                )}
              </>
            )}
          </Field>
        );
      })}
    </div>
  );
}
