import { useId, useState, type FormEvent } from 'react';
import { Button, useSingleFlight } from '../../../shared/ui';
import { TextField } from './TextField';
import styles from '../pos-cart.module.css';

export interface ScanFieldProps {
  /** Looks the code up and adds the product; resolves true when it was added (the field then clears). */
  onCode: (code: string) => Promise<boolean>;
  busy: boolean;
}

/**
 * "Scan or enter part number" (spec 3 §2 POS cart): a code typed here and sent with Enter or
 * Add is looked up by UPC, part number or SKU. A scanner's burst is caught page-wide (scanner.ts),
 * wherever the focus is.
 */
export function ScanField({ onCode, busy }: ScanFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [send, sending] = useSingleFlight(async (text: string) => {
    if (await onCode(text)) setCode((current) => (current.trim() === text ? '' : current));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim();
    if (text) void send(text);
  };
  return (
    <form className={styles.scan} onSubmit={submit} role="search" aria-label="Add a product by code" noValidate>
      <TextField id={`${id}-code`} label="Scan or enter part number" value={code} onChange={setCode} autoComplete="off" />
      <Button type="submit" busy={busy || sending} disabled={!code.trim()}>
        Add
      </Button>
    </form>
  );
}
