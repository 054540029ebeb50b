import { useMemo, useState, type FormEvent } from 'react';
import { ymmLists, type ChoiceLevel, type YmmOption } from '../../../shared/api/ymm';
import { facetLabel, toFacet } from '../../../shared/vehicle';
import { useYmmList } from '../../../shared/vehicle';
import { sortMakes, sortModels } from '../popular';
import { useSaveVehicle } from '../useSaveVehicle';
import { Level } from './Level';
import { ChoiceSteps } from './ChoiceSteps';
import { SaveBar } from './SaveBar';
import styles from '../vehicle-selector.module.css';

const ORDER = ['Year', 'MakeID', 'ModelID', 'SubModelID', 'BodyTypeID', 'BedLengthID'] as const;
type YmmField = (typeof ORDER)[number];
type Picks = Partial<Record<YmmField, YmmOption>>;

/** Keeps the levels above `field`, sets it, and clears every level below (spec 1 §4). */
export function pickLevel<F extends string>(order: readonly F[], picks: Partial<Record<F, YmmOption>>, field: F, option: YmmOption | null) {
  const next: Partial<Record<F, YmmOption>> = {};
  for (const f of order.slice(0, order.indexOf(field))) if (picks[f]) next[f] = picks[f];
  if (option) next[field] = option;
  return next;
}

export interface YmmFormProps {
  idPrefix: string;
  choices: boolean;
  popular: boolean;
}

/** Year → Make → Model, then the optional choice levels when enabled and returned. */
export function YmmForm({ idPrefix, choices, popular }: YmmFormProps) {
  const [picks, setPicks] = useState<Picks>({});
  const { save, busy, error } = useSaveVehicle();
  const pick = (field: YmmField, option: YmmOption | null) => setPicks((p) => pickLevel(ORDER, p, field, option));

  const year = picks.Year?.id;
  const make = picks.MakeID?.id;
  const years = useYmmList(useMemo(() => ymmLists.years(), []));
  const makes = useYmmList(useMemo(() => (year ? ymmLists.makes(year) : null), [year]));
  const models = useYmmList(useMemo(() => (year && make ? ymmLists.models(year, make) : null), [year, make]));

  const ready = !!(picks.Year && picks.MakeID && picks.ModelID);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    const facets = ORDER.filter((f) => picks[f]).map((f) => toFacet(f, picks[f]!));
    void save(facets);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Level inputId={`${idPrefix}-Year`} label={facetLabel('Year')} list={years} value={picks.Year ?? null} onChange={(o) => pick('Year', o)} waiting={false} />
      <Level
        inputId={`${idPrefix}-MakeID`}
        label={facetLabel('MakeID')}
        list={makes}
        options={popular && makes.data ? sortMakes(makes.data) : undefined}
        value={picks.MakeID ?? null}
        onChange={(o) => pick('MakeID', o)}
        waiting={!year}
      />
      <Level
        inputId={`${idPrefix}-ModelID`}
        label={facetLabel('ModelID')}
        list={models}
        options={popular && models.data && picks.MakeID ? sortModels(models.data, picks.MakeID.name) : undefined}
        value={picks.ModelID ?? null}
        onChange={(o) => pick('ModelID', o)}
        waiting={!make}
      />
      {choices && picks.Year && picks.MakeID && picks.ModelID ? (
        <ChoiceSteps
          idPrefix={idPrefix}
          query={{ Year: picks.Year.id, MakeID: picks.MakeID.id, ModelID: picks.ModelID.id }}
          from={0}
          picks={picks}
          onPick={(level: ChoiceLevel, o) => pick(level, o)}
        />
      ) : null}
      <SaveBar ready={ready} busy={busy} error={error} />
    </form>
  );
}
