import { useMemo, useState, type FormEvent } from 'react';
import { ymmLists, type YmmOption } from '../../../shared/api/ymm';
import { facetLabel, toFacet } from '../../../shared/vehicle';
import { useYmmList } from '../../../shared/vehicle';
import { useSaveVehicle } from '../useSaveVehicle';
import { Level } from './Level';
import { SaveBar } from './SaveBar';
import { pickLevel } from './YmmForm';
import styles from '../vehicle-selector.module.css';

const ORDER = ['EngineMfrID', 'EngineFamilyID', 'EngineSizeID'] as const;
type EngineField = (typeof ORDER)[number];

/** The engine path: manufacturer → family → size; saved once all three are chosen. */
export function EngineForm({ idPrefix }: { idPrefix: string }) {
  const [picks, setPicks] = useState<Partial<Record<EngineField, YmmOption>>>({});
  const { save, busy, error } = useSaveVehicle();
  const pick = (field: EngineField, option: YmmOption | null) => setPicks((p) => pickLevel(ORDER, p, field, option));

  const mfr = picks.EngineMfrID?.id;
  const family = picks.EngineFamilyID?.id;
  const mfrs = useYmmList(useMemo(() => ymmLists.engineMfrs(), []));
  const families = useYmmList(useMemo(() => (mfr ? ymmLists.engineFamilies(mfr) : null), [mfr]));
  const sizes = useYmmList(useMemo(() => (mfr && family ? ymmLists.engineSizes(mfr, family) : null), [mfr, family]));

  const ready = ORDER.every((f) => picks[f]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    void save(ORDER.map((f) => toFacet(f, picks[f]!)));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Level inputId={`${idPrefix}-EngineMfrID`} label={facetLabel('EngineMfrID')} list={mfrs} value={picks.EngineMfrID ?? null} onChange={(o) => pick('EngineMfrID', o)} waiting={false} />
      <Level
        inputId={`${idPrefix}-EngineFamilyID`}
        label={facetLabel('EngineFamilyID')}
        list={families}
        value={picks.EngineFamilyID ?? null}
        onChange={(o) => pick('EngineFamilyID', o)}
        waiting={!mfr}
      />
      <Level
        inputId={`${idPrefix}-EngineSizeID`}
        label={facetLabel('EngineSizeID')}
        list={sizes}
        value={picks.EngineSizeID ?? null}
        onChange={(o) => pick('EngineSizeID', o)}
        waiting={!family}
      />
      <SaveBar ready={ready} busy={busy} error={error} />
    </form>
  );
}
