import { lazy, Suspense } from 'react';
import { CHOICE_LEVELS, type FitmentPart } from '../api/ymm';

/**
 * The choice fields load only for a part that has choices: they bring react-select, which a
 * listing of badges otherwise never needs (it keeps the fitment chunk small).
 */
const ChoiceRefine = lazy(() => import('./ChoiceRefine').then((m) => ({ default: m.ChoiceRefine })));

export const hasChoices = (part: FitmentPart): boolean => CHOICE_LEVELS.some((level) => (part.choices[level]?.length ?? 0) > 0);

export function LazyChoiceRefine({ part }: { part: FitmentPart }) {
  if (part.result !== 'maybe' || !hasChoices(part)) return null;
  return (
    <Suspense fallback={null}>
      <ChoiceRefine part={part} />
    </Suspense>
  );
}
