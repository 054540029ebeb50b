import { useState } from 'react';
import { ApiError, errorText } from '../../../shared/api/errors';
import { voidOrder, type PosOrder, type VoidOrderAnswer } from '../../../shared/api/order';
import { useMutation } from '../../../shared/data';
import { formatMoney } from '../../../shared/money';
import { useRequestKeys } from '../../../shared/payment';
import { Button, ConfirmDialog } from '../../../shared/ui';
import { text, useTexts } from '../../../shared/texts';
import styles from '../pos-order-view.module.css';
import { posOrderViewTexts } from '../texts';

/** The store's reasons (`errors: [text]`) as a list for the 'Uh oh!' toast, else its one text. */
export function voidErrors(e: unknown): React.ReactNode {
  const list = e instanceof ApiError ? (e.body as { errors?: unknown } | undefined)?.errors : undefined;
  if (Array.isArray(list) && list.length) {
    return list.length === 1 ? String(list[0]) : (
      <ul className={styles.errorList}>
        {list.map((text, i) => (
          <li key={i}>{String(text)}</li>
        ))}
      </ul>
    );
  }
  return errorText(e);
}

export interface VoidOrderProps {
  order: PosOrder;
  onVoided: (answer: VoidOrderAnswer) => void;
}

/**
 * Void Order with a confirmation naming the order and its customer (focus on Cancel: Enter never
 * confirms). Sent once per confirmation with a request_id kept across a retry; the
 * store's errors in an 'Uh oh!' toast for 8 s; 'Success!' with its text. Not offered for a voided order.
 */
export function VoidOrder({ order, onVoided }: VoidOrderProps) {
  const [open, setOpen] = useState(false);
  const t = useTexts(posOrderViewTexts);
  const keys = useRequestKeys();
  const target = `order-${order.order_id}`;
  const call = useMutation(
    async () => {
      try {
        const answer = await voidOrder(order.order_id, keys.key(target));
        keys.settle(target);
        return answer;
      } catch (error) {
        keys.settle(target, error);
        throw error;
      }
    },
    {
      errorToast: voidErrors,
      successToast: (answer) => answer.success || text(posOrderViewTexts, 'voided', { id: String(order.order_id) }),
      onSuccess: (answer) => {
        setOpen(false);
        onVoided(answer);
      },
    },
  );
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('voidOrder')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          order.customer?.trim()
            ? t('voidQuestionFor', { id: String(order.order_id), total: formatMoney(order.total), customer: order.customer.trim() })
            : t('voidQuestion', { id: String(order.order_id), total: formatMoney(order.total) })
        }
        confirmLabel={t('voidOrder')}
        danger
        busy={call.pending}
        onConfirm={() => void call.mutate()}
      >
        {t('voidBody')}
      </ConfirmDialog>
    </>
  );
}
