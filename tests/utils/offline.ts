import { resetCartOutbox, resetConnection, setOfflineStore } from '../../shared/offline';
import { resetPendingPayments } from '../../shared/payment/offline';

/** After each test: the register online, nothing kept, a fresh (memory) store for the next. */
export function resetOffline(): void {
  resetCartOutbox();
  resetPendingPayments();
  resetConnection();
  setOfflineStore(null);
}
