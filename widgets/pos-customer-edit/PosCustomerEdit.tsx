import { useId } from 'react';
import { useSettings } from '../../shared/config';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { Tabs } from '../../shared/ui';
import { CreditsTab } from './components/CreditsTab';
import { GeneralTab } from './components/GeneralTab';
import { HistoryTab } from './components/HistoryTab';
import { IpTab } from './components/IpTab';
import { OrdersTab } from './components/OrdersTab';
import { ReturnsTab } from './components/ReturnsTab';
import { TagsTab } from './components/TagsTab';
import { VehiclesTab } from './components/VehiclesTab';
import type { PosCustomerEditProps } from './props';
import { useTexts } from '../../shared/texts';
import styles from './pos-customer-edit.module.css';
import { posCustomerEditTexts } from './texts';



type TabKey = 'general' | 'orders' | 'vehicles' | 'returns' | 'history' | 'credits' | 'ips' | 'tags';
type TabLabel = keyof typeof posCustomerEditTexts.en & `tab${string}`;
const TABS: Array<{ key: TabKey; label: TabLabel }> = [
  { key: 'general', label: 'tabGeneral' },
  { key: 'orders', label: 'tabOrders' },
  { key: 'vehicles', label: 'tabVehicles' },
  { key: 'returns', label: 'tabReturns' },
  { key: 'history', label: 'tabHistory' },
  { key: 'credits', label: 'tabCredits' },
  { key: 'ips', label: 'tabIps' },
  { key: 'tags', label: 'tabTags' },
];
const TAB_CLASSES = { root: styles.tabSet, list: styles.tabs, tab: styles.tab, panel: styles.panel };

/**
 * The customer edit screen (spec 2 §2): tabs General, Orders, Vehicles (only when vehicles are
 * enabled), Returns, History, Credits, IP Addresses, Tags; all but General only for an existing
 * customer. Tabs follow the WAI-ARIA tabs pattern (arrow keys, Home, End).
 */
export function PosCustomerEdit({ customerId }: PosCustomerEditProps & WidgetBaseProps) {
  const settings = useSettings();
  const uid = useId();
  const text = useTexts(posCustomerEditTexts);

  const tabs = TABS.filter((t) => (t.key === 'general' || customerId) && (t.key !== 'vehicles' || settings.pos.vehiclesEnabled));
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{customerId ? text('editCustomer') : text('addCustomer')}</h2>
      <Tabs
        idPrefix={uid}
        label={text('tabsLabel')}
        mount="selected"
        focusablePanels
        classNames={TAB_CLASSES}
        // General keeps its form (and what was typed) while another tab is looked at.
        tabs={tabs.map((t) => ({ id: t.key, label: text(t.label), keepMounted: t.key === 'general', panel: <Panel tab={t.key} customerId={customerId} /> }))}
      />
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
