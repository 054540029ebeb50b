import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { Loading } from './Loading';
import styles from './ListState.module.css';

export interface ListStateProps {
  status: 'loading' | 'error' | 'done';
  count: number;
  loadingLabel: string;
  errorText: string;
  /** The spec's empty text, e.g. "Your wishlist is empty." */
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The states of a list the store holds: loading (first load only), an error with Try again
 * (only while nothing is shown yet: a failed refresh keeps the rows), the empty text, or the list.
 */
export function ListState({ status, count, loadingLabel, errorText, emptyText, onRetry, children }: ListStateProps) {
  if (count > 0) return <>{children}</>;
  if (status === 'loading') return <Loading label={loadingLabel} />;
  if (status === 'error') return <LoadFailed text={errorText} onRetry={onRetry} />;
  return <p className={styles.empty}>{emptyText}</p>;
}
