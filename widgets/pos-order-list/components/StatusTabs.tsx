import type { MouseEvent } from 'react';
import type { OrderCounts, PosStatus } from '../../../shared/api/order';
import styles from '../pos-order-list.module.css';

export const TABS: ReadonlyArray<{ status: PosStatus | ''; label: string; count: keyof OrderCounts }> = [
  { status: '', label: 'All', count: 'all' },
  { status: 'saved', label: 'Saved', count: 'saved' },
  { status: 'kiosk', label: 'Kiosk', count: 'kiosk' },
  { status: 'outstanding_balance', label: 'Outstanding Balance', count: 'outstanding_balance' },
  { status: 'complete', label: 'Paid Orders', count: 'complete' },
];

export interface StatusTabsProps {
  current: PosStatus | '';
  counts: OrderCounts | null;
  /** Each tab's link, in the order of TABS. */
  hrefs: readonly string[];
  onSelect: (status: PosStatus | '') => void;
}

/** All, Saved, Kiosk, Outstanding Balance, Paid Orders: links to `?status=` with their counts. */
export function StatusTabs({ current, counts, hrefs, onSelect }: StatusTabsProps) {
  return (
    <nav aria-label="Order status" className={styles.tabs}>
      <ul>
        {TABS.map((tab, i) => (
          <li key={tab.label}>
            <a
              href={hrefs[i]}
              aria-current={tab.status === current ? 'page' : undefined}
              onClick={(e: MouseEvent) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onSelect(tab.status);
              }}
            >
              {counts ? `${tab.label} (${counts[tab.count]})` : tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
