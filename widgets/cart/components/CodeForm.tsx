import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/Button';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

/** What the store answered: its success or its error text. */
export interface CodeResult {
  success?: string;
  error?: string;
}

export interface CodeFormProps {
  /** The code form's field, sent as is to applyCode (`coupon=SAVE10`, `voucher=GIFT25`). */
  field: string;
  label: string;
  onApply: (fields: Record<string, string>) => Promise<CodeResult>;
}

/**
 * One code form (coupon, gift certificate). The typed code stays after a refusal so it can be
 * corrected; it is cleared once the store accepts it.
 */
export function CodeForm({ field, label, onApply }: CodeFormProps) {
  const id = useId();
  const t = useTexts(cartTexts);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CodeResult | null>(null);
  const [apply, applying] = useSingleFlight(async () => {
    const answer = await onApply({ [field]: code.trim() });
    setResult(answer);
    if (answer.success && !answer.error) setCode('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply();
  };

  return (
    <form className={styles.codeForm} onSubmit={submit} aria-labelledby={`${id}-label`} noValidate>
      <label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className={styles.codeRow}>
        <input
          id={`${id}-input`}
          name={field}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          aria-describedby={result ? `${id}-result` : undefined}
          aria-invalid={result?.error ? true : undefined}
        />
        <Button type="submit" busy={applying} disabled={!code.trim()}>
          {t('apply')}
        </Button>
      </div>
      {result?.error ? (
        <p id={`${id}-result`} className={styles.error} role="alert">
          {result.error}
        </p>
      ) : result?.success ? (
        <p id={`${id}-result`} className={styles.success} role="status">
          {result.success}
        </p>
      ) : null}
    </form>
  );
}
