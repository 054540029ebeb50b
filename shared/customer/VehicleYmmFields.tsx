import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { YmmData } from '../api/customer';
import { YmmDataShape, type Facet } from '../api/shapes/vehicle';
import { CHOICE_LEVELS, ymmLists, type ChoiceLevel, type Choices, type YmmOption } from '../api/ymm';
import { facetLabel, toFacet, useYmmList, type ListState } from '../vehicle';
import { Field } from '../ui/Field';
import fields from '../ui/fields.module.css';
import { useTexts } from '../texts';
import { customerTexts } from './texts';
import styles from './customer.module.css';

export interface VehicleYmmFieldsProps {
  /**
   * The facets chosen so far (Year, MakeID, ModelID, then SubModelID, BodyTypeID, BedLengthID): a
   * list, or the store's object keyed by facet (spec 2 §3 allows both), read through `YmmDataShape`.
   */
  value: YmmData | Record<string, Facet>;
  onChange: (next: YmmData) => void;
  /** Show 'Required' under every empty required level now; otherwise once the staff left it empty. */
  showErrors?: boolean;
  disabled?: boolean;
}

/** The levels every vehicle needs, then the optional ones the choices call offers (spec 4 "Vehicle"). */
const REQUIRED = ['Year', 'MakeID', 'ModelID'] as const;
const LEVELS = [...REQUIRED, ...CHOICE_LEVELS] as const;
type Level = (typeof LEVELS)[number];

/** The vehicle's facets as a list in cascade order; anything that is not `ymm_data` reads as nothing chosen. */
function readYmm(value: unknown): YmmData {
  const read = v.safeParse(YmmDataShape, value);
  return read.success ? read.output : [];
}

/** A vehicle needs its year, make and model; the choices after them are optional. */
export const hasYearMakeModel = (data: YmmData): boolean => REQUIRED.every((f) => data.some((x) => x.api_field === f));

/**
 * The year / make / model cascade of a customer's vehicle (spec 2 §7 "Year/make/model catalog":
 * years; makes?Year; models?Year&MakeID; choices?Year&MakeID&ModelID), on the vehicle domain's
 * lists (fetched once per page). Once a model is chosen, `choices` offers Sub Model, Body Type and
 * Bed Length, each shown only when the store has a choice to make there (spec 4: a level is absent
 * or `[]` otherwise) and optional. Each optional level's list is asked with the levels above it,
 * so a chosen body type narrows the bed lengths. Choosing a level clears the levels under it.
 */
export function VehicleYmmFields({ value: given, onChange, showErrors = false, disabled = false }: VehicleYmmFieldsProps) {
  const uid = useId();
  const t = useTexts(customerTexts);
  const value = useMemo(() => readYmm(given), [given]);
  const [left, setLeft] = useState<Partial<Record<Level, boolean>>>({});
  const chosen = useMemo(() => LEVELS.map((field) => value.find((f) => f.api_field === field)), [value]);
  const pick = (field: Level) => chosen[LEVELS.indexOf(field)]?.api_value ?? '';
  const [year, make, model] = [pick('Year'), pick('MakeID'), pick('ModelID')];

  // The choices asked with the optional levels above each one (the same call, one answer, while none is chosen).
  const choiceQuery = (upTo: number) => {
    const q: { Year: string; MakeID: string; ModelID: string } & Partial<Record<ChoiceLevel, string>> = { Year: year, MakeID: make, ModelID: model };
    for (const level of CHOICE_LEVELS.slice(0, upTo)) if (pick(level)) q[level] = pick(level);
    return q;
  };
  const calls = year && make && model ? CHOICE_LEVELS.map((_, i) => ymmLists.choices(choiceQuery(i))) : [null, null, null];
  const choices: Array<ListState<Choices>> = [useYmmList(calls[0]), useYmmList(calls[1]), useYmmList(calls[2])];
  // A failed choices call is told once, under the first level that asked it.
  const repeatsAbove = (i: number) => i > 0 && calls[i]?.key === calls[i - 1]?.key;
  const lists: Array<ListState<YmmOption[]>> = [
    useYmmList(ymmLists.years()),
    useYmmList(year ? ymmLists.makes(year) : null),
    useYmmList(year && make ? ymmLists.models(year, make) : null),
    ...CHOICE_LEVELS.map((level, i): ListState<YmmOption[]> => ({ ...choices[i], data: choices[i].data ? (choices[i].data[level] ?? []) : undefined })),
  ];

  const choose = (level: number, id: string) => {
    const option = lists[level].data?.find((o) => o.id === id);
    const kept = chosen.slice(0, level).filter((f): f is Facet => Boolean(f));
    onChange(option ? [...kept, toFacet(LEVELS[level], option)] : kept);
  };

  return (
    <div className={styles.cascade}>
      {LEVELS.map((field, i) => {
        const list = lists[i];
        const required = i < REQUIRED.length;
        const options = list.data ?? [];
        const current = chosen[i]?.api_value ?? '';
        // An optional level shows when the store offers a choice there, or the vehicle already has one.
        if (!required && !current && !(list.status === 'done' && options.length > 0) && !(list.status === 'error' && !repeatsAbove(i - REQUIRED.length))) return null;
        const label = facetLabel(field);
        const id = `${uid}-${field}`;
        const error = required && (showErrors || left[field]) && !chosen[i] ? t('required') : undefined;
        return (
          <Field key={field} id={id} label={label} error={error}>
            {(a11y) => (
              <>
                <select
                  {...a11y}
                  className={fields.select}
                  value={current}
                  disabled={disabled || list.status !== 'done'}
                  onChange={(e) => choose(i, e.target.value)}
                  onBlur={() => setLeft((l) => ({ ...l, [field]: true }))}
                >
                  <option value="">{list.status === 'loading' ? t('listLoading') : t('selectLevel', { label })}</option>
                  {current && !options.some((o) => o.id === current) && <option value={current}>{chosen[i]?.label_value}</option>}
                  {options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
                {list.status === 'error' && (
                  <p className={fields.error} role="alert">
                    {t('listFailed')}{' '}
                    <button type="button" onClick={list.retry}>
                      {t('tryAgain')}
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
