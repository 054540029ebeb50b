import { useFitment } from './useFitment';
import { noticeText } from './texts';
import { LazyChoiceRefine } from './LazyChoiceRefine';
import styles from './fitment.module.css';

/**
 * The product page's fitment notice (spec 1 §4): fits / will not fit, nothing for maybe and
 * unknown. A maybe part whose answer carried choices still offers them to refine.
 */
export function FitmentNotice({ aaia, mpn }: { aaia: string; mpn: string }) {
  const { part } = useFitment({ aaia, mpn });
  const text = noticeText(part.result);
  return (
    <div data-result={part.result}>
      {/* Announced when the answer arrives after the page was read. */}
      <div aria-live="polite">
        {text ? (
          <p className={`${styles.notice} ${styles[part.result]}`}>
            <span aria-hidden="true">{part.result === 'no' ? '✕' : '✓'}</span>
            {text}
          </p>
        ) : null}
      </div>
      <LazyChoiceRefine part={part} />
    </div>
  );
}
