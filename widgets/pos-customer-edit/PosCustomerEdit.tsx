import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { isPosLocked, isStaffMode, useSettings } from '../../shared/config';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { CreditsTab } from './components/CreditsTab';
import { GeneralTab } from './components/GeneralTab';
import { HistoryTab } from './components/HistoryTab';
import { IpTab } from './components/IpTab';
import { OrdersTab } from './components/OrdersTab';
import { ReturnsTab } from './components/ReturnsTab';
import { TagsTab } from './components/TagsTab';
import { VehiclesTab } from './components/VehiclesTab';
import type { PosCustomerEditProps } from './props';
import styles from './pos-customer-edit.module.css';


export const NOT_POS = 'Customer management is available in POS mode only.';
export const LOCKED = 'The POS is locked.';

type TabKey = 'general' | 'orders' | 'vehicles' | 'returns' | 'history' | 'credits' | 'ips' | 'tags';
const TABS: Array<{ key: TabKey; label: string }> = [
  { key: 'general', label: 'General' },
  { key: 'orders', label: 'Orders' },
  { key: 'vehicles', label: 'Vehicles' },
  { key: 'returns', label: 'Returns' },
  { key: 'history', label: 'History' },
  { key: 'credits', label: 'Credits' },
  { key: 'ips', label: 'IP Addresses' },
  { key: 'tags', label: 'Tags' },
];

/**
 * The customer edit screen (spec 2 §2): tabs General, Orders, Vehicles (only when vehicles are
 * enabled), Returns, History, Credits, IP Addresses, Tags; all but General only for an existing
 * customer. Tabs follow the WAI-ARIA tabs pattern (arrow keys, Home, End).
 */
export function PosCustomerEdit({ customerId }: PosCustomerEditProps & WidgetBaseProps) {
  const settings = useSettings();
  const uid = useId();
  const [tab, setTab] = useState<TabKey>('general');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  if (!isStaffMode(settings)) return <p className={styles.notice}>{NOT_POS}</p>;
  if (isPosLocked(settings)) return <p className={styles.notice}>{LOCKED}</p>;

  const tabs = TABS.filter((t) => (t.key === 'general' || customerId) && (t.key !== 'vehicles' || settings.pos.vehiclesEnabled));
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(tabs[next].key);
    refs.current[tabs[next].key]?.focus();
  };

  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{customerId ? 'Edit Customer' : 'Add Customer'}</h2>
      <div role="tablist" aria-label="Customer" className={styles.tabs}>
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${uid}-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div key={t.key} role="tabpanel" id={`${uid}-panel-${t.key}`} aria-labelledby={`${uid}-tab-${t.key}`} hidden={tab !== t.key} className={styles.panel} tabIndex={0}>
          {(tab === t.key || t.key === 'general') && <Panel tab={t.key} customerId={customerId} />}
        </div>
      ))}
    </div>
  );
}

function Panel({ tab, customerId }: { tab: TabKey; customerId?: number }) {
  if (tab === 'general' || !customerId) return <GeneralTab customerId={customerId} />;
  switch (tab) {
    case 'orders':
      return <OrdersTab customerId={customerId} />;
    case 'vehicles':
      return <VehiclesTab customerId={customerId} />;
    case 'returns':
      return <ReturnsTab customerId={customerId} />;
    case 'history':
      return <HistoryTab customerId={customerId} />;
    case 'credits':
      return <CreditsTab customerId={customerId} />;
    case 'ips':
      return <IpTab customerId={customerId} />;
    case 'tags':
      return <TagsTab customerId={customerId} />;
  }
}
