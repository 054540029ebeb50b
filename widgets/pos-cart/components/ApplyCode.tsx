import { useId, useRef, useState, type FormEvent } from 'react';
import { cartService } from '../../../shared/cart';
import { useMutation } from '../../../shared/data';
import { Button, notifyError, notifySuccess, refocusIfLost } from '../../../shared/ui';
import { useBackToScan } from '../scanFocus';
import { TextField } from './TextField';
import styles from '../pos-cart.module.css';
import { text, useTexts } from '../../../shared/texts';
import { posCartTexts } from '../texts';

/**
 * Apply a code (spec 3 §2): the store's success or error text; the code stays after a refusal.
 * Applied, the focus goes back to the scan field (Apply Code was disabled under it while it was
 * sent); refused, to the code, to correct it.
 */
export function ApplyCode() {
  const id = useId();
  const t = useTexts(posCartTexts);
  const [code, setCode] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const backToScan = useBackToScan();
  const apply = useMutation((text: string) => cartService.applyCode({ coupon: text }), {
    onSuccess: (cart) => {
      const refusal = cart.error || cart.error_message;
      if (refusal) {
        notifyError(refusal);
        refocusIfLost(() => document.getElementById(`${id}-code`));
      } else {
        setCode('');
        notifySuccess(cart.success || text(posCartTexts, 'codeApplied'));
        backToScan(form.current);
      }
    },
    onError: () => refocusIfLost(() => document.getElementById(`${id}-code`)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void apply.mutate(code.trim());
  };
  return (
    <form className={styles.scan} onSubmit={submit} noValidate ref={form}>
      <TextField id={`${id}-code`} label={t('codeLabel')} value={code} onChange={setCode} autoComplete="off" />
      <Button type="submit" variant="secondary" busy={apply.pending} disabled={!code.trim()}>
        {t('applyCode')}
      </Button>
    </form>
  );
}
