import type { MouseEvent } from 'react';
import type { OrderCounts, PosStatus } from '../../../shared/api/order';
import styles from '../pos-order-list.module.css';
import { useTexts } from '../../../shared/texts';
import { posOrderListTexts } from '../texts';

export const TABS: ReadonlyArray<{ status: PosStatus | ''; label: keyof typeof posOrderListTexts.en; count: keyof OrderCounts }> = [
  { status: '', label: 'tabAll', count: 'all' },
  { status: 'saved', label: 'tabSaved', count: 'saved' },
  { status: 'kiosk', label: 'tabKiosk', count: 'kiosk' },
  { status: 'outstanding_balance', label: 'tabOutstanding', count: 'outstanding_balance' },
  { status: 'complete', label: 'tabComplete', count: 'complete' },
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
  const t = useTexts(posOrderListTexts);
  return (
    <nav aria-label={t('orderStatus')} className={styles.tabs}>
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
              {counts ? t('tabCount', { label: t(tab.label), count: counts[tab.count] }) : t(tab.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
