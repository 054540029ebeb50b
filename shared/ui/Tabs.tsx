import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  /** The panel's content; with `mount: 'selected'` it is rendered only while shown (or when `keepMounted`). */
  panel: ReactNode;
  /** Rendered even while hidden (its form keeps what was typed when the staff looks at another tab). */
  keepMounted?: boolean;
}

export interface TabsProps {
  /** Prefix of the tabs' and panels' ids (useId, or the widget's instance id). */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab[];
  /** `all` (default): every panel stays mounted, hidden; `selected`: only the one shown (and the `keepMounted` ones). */
  mount?: 'all' | 'selected';
  /** Panels in the Tab order (WAI-ARIA: for panels whose first content is not focusable). */
  focusablePanels?: boolean;
  /** The screen's own look. */
  classNames?: { root?: string; list?: string; tab?: string; panel?: string };
}

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys (wrapping), Home and End move between
 * tabs and show their panel; only the selected tab is in the Tab order. The choice is kept by id,
 * so a tab list that changes (a tab hidden by a setting) keeps the tab shown, or falls back to the first.
 */
export function Tabs({ idPrefix, label, tabs, mount = 'all', focusablePanels = false, classNames = {} }: TabsProps) {
  const [chosen, setChosen] = useState(tabs[0]?.id);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const selectedIndex = Math.max(0, tabs.findIndex((t) => t.id === chosen));
  const selected = tabs[selectedIndex]?.id;

  const move = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    setChosen(next.id);
    refs.current[next.id]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(selectedIndex + 1),
      ArrowLeft: () => move(selectedIndex - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    if (keys[event.key]) {
      event.preventDefault();
      keys[event.key]();
    }
  };

  return (
    <div className={classNames.root}>
      <div role="tablist" aria-label={label} className={classNames.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={classNames.tab}
            onClick={() => setChosen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className={classNames.panel}
          tabIndex={focusablePanels ? 0 : undefined}
        >
          {(mount === 'all' || tab.id === selected || tab.keepMounted) && tab.panel}
        </div>
      ))}
    </div>
  );
}
