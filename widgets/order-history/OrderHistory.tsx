import { useState } from 'react';
import { pageUserToken } from '../../shared/api/admin';
import { isPosLocked, isStaffMode, useSettings } from '../../shared/config';
import { OrderHistoryModal } from '../../shared/order';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { Button, Modal } from '../../shared/ui';
import type { OrderHistoryProps } from './props';
import { useTexts } from '../../shared/texts';
import { runtimeTexts } from '../../shared/runtime/texts';
import styles from './order-history.module.css';
import { orderHistoryTexts } from './texts';

export const NO_TOKEN = orderHistoryTexts.en.noToken;

/**
 * The Add Order History modal for one order, wherever the store puts it (spec 2 §2 §7). In POS mode
 * it posts to the POS route (`/pos/order/history`); elsewhere, the store's admin, it reads the
 * statuses and posts the history through the admin helper with the admin's `user_token`
 * (`sale/order/getOrderStatus`, `sale/order/api?api=api/order/history`). As a modal
 * (`data-pf-open`) it opens at once; as a placeholder it shows an Order History button.
 */
export function OrderHistory({ orderId, customerId, userToken, close }: OrderHistoryProps & WidgetBaseProps) {
  const settings = useSettings();
  const t = useTexts(orderHistoryTexts);
  const rt = useTexts(runtimeTexts);
  const [open, setOpen] = useState(Boolean(close));
  const pos = isStaffMode(settings);
  const token = userToken || pageUserToken();
  const done = () => {
    setOpen(false);
    close?.();
  };

  const blocked = isPosLocked(settings) ? rt('posLocked') : !pos && !token ? t('noToken') : null;
  if (blocked) {
    return close ? (
      <Modal open onClose={done} title={t('title')} size="sm">
        <p>{blocked}</p>
      </Modal>
    ) : (
      <p className={styles.notice}>{blocked}</p>
    );
  }
  return (
    <>
      {!close && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
      )}
      <OrderHistoryModal orderId={orderId} customerId={customerId} open={open} onClose={done} admin={pos ? undefined : { userToken: token }} />
    </>
  );
}
