import { useId, useState } from 'react';
import { CHOICE_LEVELS, type FitmentPart, type YmmOption } from '../api/ymm';
import { errorText } from '../api/errors';
import { setVehicle, vehicleState } from './state';
import { useSingleFlight } from '../ui/useSingleFlight';
import { scheduleRecheck, validateWithChoice } from './batcher';
import { facetLabel, toFacet, withFacet } from './facets';
import { loadVehicle } from './loadVehicle';
import { Select } from '../ui/Select';
import { text, useTexts } from '../texts';
import { vehicleTexts } from './texts';
import { fitmentDetailsTexts } from './details/texts';
import styles from './fitment.module.css';

/**
 * A "maybe" part whose answer carried choices: the shopper refines the vehicle with choice
 * fields. The pick goes to the store as validateFitment's `add` (spec 1 §7), which saves it as a
 * facet and answers for every part on the page; they are re-checked 1 second after (spec 1 §4).
 */
export function ChoiceRefine({ part }: { part: FitmentPart }) {
  const id = useId();
  const [error, setError] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const t = useTexts(fitmentDetailsTexts);
  const levels = CHOICE_LEVELS.filter((level) => (part.choices[level]?.length ?? 0) > 0);

  const [pick, busy] = useSingleFlight(async (level: (typeof CHOICE_LEVELS)[number], option: YmmOption) => {
    setError(null);
    try {
      // The vehicle is read first, so the facet shown as added joins the facets the store has.
      await loadVehicle();
      const facet = toFacet(level, option);
      await validateWithChoice(facet);
      const current = vehicleState.getState();
      setVehicle({ facets: withFacet(current.facets, facet), hasEngine: current.hasEngine, hasYmm: true }, true);
      setChecking(true);
      await scheduleRecheck();
    } catch (e) {
      setError(e);
    } finally {
      setChecking(false);
    }
  });

  if (levels.length === 0) return null;
  return (
    <div className={styles.refine}>
      <p className={styles.muted}>{t('refine')}</p>
      {levels.map((level) => (
        <Select
          key={level}
          inputId={`${id}-${level}`}
          label={facetLabel(level)}
          options={(part.choices[level] ?? []).map((o) => ({ value: o.id, label: o.name }))}
          value={null}
          isDisabled={busy}
          placeholder={text(vehicleTexts, 'selectFacet', { facet: facetLabel(level) })}
          onChange={(value) => {
            const option = part.choices[level]?.find((o) => o.id === value);
            if (option) void pick(level, option);
          }}
        />
      ))}
      {checking ? <p role="status">{t('checking')}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error, t('choiceFailed'))}
        </p>
      ) : null}
    </div>
  );
}
