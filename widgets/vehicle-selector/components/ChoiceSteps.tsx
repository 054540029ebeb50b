import { useMemo } from 'react';
import { CHOICE_LEVELS, ymmLists, type ChoiceLevel, type YmmOption } from '../../../shared/api/ymm';
import { errorText } from '../../../shared/api/errors';
import { facetLabel } from '../../../shared/vehicle';
import { useYmmList } from '../../../shared/vehicle';
import { Level } from './Level';
import { useTexts } from '../../../shared/texts';
import styles from '../vehicle-selector.module.css';
import { vehicleSelectorTexts } from '../texts';

export type ChoicePicks = Partial<Record<ChoiceLevel, YmmOption>>;

interface ChoiceStepsProps {
  idPrefix: string;
  /** Year, MakeID, ModelID and the choice levels picked above this step. */
  query: { Year: string; MakeID: string; ModelID: string } & Partial<Record<ChoiceLevel, string>>;
  /** Index in CHOICE_LEVELS of the first level this step may offer. */
  from: number;
  picks: ChoicePicks;
  onPick: (level: ChoiceLevel, option: YmmOption | null) => void;
}

/**
 * The optional levels after Model (Sub Model, Body Type, Bed Length), one at a time: each step
 * asks /ymm/json/choices with what is chosen so far and offers the next level it returns; a
 * level the store leaves out (absent or []) is skipped. Picking a level starts the next step.
 */
export function ChoiceSteps({ idPrefix, query, from, picks, onPick }: ChoiceStepsProps) {
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const call = useMemo(() => ymmLists.choices(query), [key]);
  const list = useYmmList(call);
  const t = useTexts(vehicleSelectorTexts);

  if (list.status === 'loading') return <p className={styles.muted} role="status">{t('loading')}</p>;
  if (list.status === 'error') {
    return (
      <p className={styles.error} role="alert">
        {errorText(list.error, t('optionsFailed'))}{' '}
        <button type="button" className={styles.retry} onClick={list.retry}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const level = CHOICE_LEVELS.slice(from).find((l) => (list.data?.[l]?.length ?? 0) > 0);
  if (!level) return null;
  const picked = picks[level] ?? null;
  return (
    <>
      <Level
        inputId={`${idPrefix}-${level}`}
        label={facetLabel(level)}
        list={{ ...list, data: list.data?.[level] ?? [] }}
        value={picked}
        onChange={(option) => onPick(level, option)}
        waiting={false}
      />
      {/* After the last level there is nothing left to ask the store. */}
      {picked && level !== CHOICE_LEVELS[CHOICE_LEVELS.length - 1] ? (
        <ChoiceSteps idPrefix={idPrefix} query={{ ...query, [level]: picked.id }} from={CHOICE_LEVELS.indexOf(level) + 1} picks={picks} onPick={onPick} />
      ) : null}
    </>
  );
}
