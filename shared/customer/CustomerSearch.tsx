import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { customerKeys, searchCustomers, type CustomerSearchResult } from '../api/customer';
import { pageUrl } from '../api/endpoints/pos-pages';
import { useQuery } from '../data';
import { navigation } from '../runtime/navigation';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Loading';
import { Modal } from '../ui/Modal';
import fields from '../ui/fields.module.css';
import { useTexts } from '../texts';
import { customerTexts } from './texts';
import styles from './customer.module.css';

/** Spec 2 §4 / §9: the search waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Spec 2 §8 (English; shown from the catalog). */
export const SEARCH_FAILED = customerTexts.en.searchFailed;
export const SEARCH_EMPTY = customerTexts.en.searchEmpty;

/** The text after the person stopped typing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface CustomerSearchPanelProps {
  /** The chosen result, or null. */
  selected: CustomerSearchResult | null;
  onSelect: (result: CustomerSearchResult | null) => void;
  /** Enter on a chosen result (the dialog confirms with it). */
  onConfirm?: (result: CustomerSearchResult) => void;
  autoFocus?: boolean;
}

/**
 * The search box and its results (spec 2 §2 §4): debounced 500 ms; a search that is superseded
 * is cancelled (the query cache aborts a key nobody reads any more); results are a listbox that
 * the arrow keys move through from the search box, Enter chooses; 'Something went wrong!' on a
 * failure, with Retry.
 */
export function CustomerSearchPanel({ selected, onSelect, onConfirm, autoFocus }: CustomerSearchPanelProps) {
  const uid = useId();
  const t = useTexts(customerTexts);
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(term ? customerKeys.search(term) : null, (signal) => searchCustomers(term, signal));
  const results = query.data ?? [];
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // A new answer starts with nothing highlighted; a chosen customer that is gone from it is let go.
  useEffect(() => {
    setActive(-1);
  }, [query.data]);

  const optionId = (i: number) => `${uid}-option-${i}`;
  const choose = (i: number) => {
    const r = results[i];
    if (!r) return;
    setActive(i);
    onSelect(r);
  };
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      choose(Math.min(results.length - 1, active + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      choose(Math.max(0, active - 1));
    } else if (e.key === 'Home' && active >= 0) {
      e.preventDefault();
      choose(0);
    } else if (e.key === 'End' && active >= 0) {
      e.preventDefault();
      choose(results.length - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (selected) onConfirm?.(selected);
    }
  };

  const waiting = text.trim() !== term || query.fetching;
  const failed = Boolean(query.error) && !waiting;

  return (
    <div className={styles.stack}>
      <div className={styles.searchBox}>
        <label className={fields.label} htmlFor={`${uid}-input`}>
          {t('searchLabel')}
        </label>
        <input
          id={`${uid}-input`}
          className={fields.input}
          type="search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={`${uid}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${uid}-hint`}
          autoComplete="off"
          autoFocus={autoFocus}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onSelect(null);
          }}
          onKeyDown={onKeyDown}
        />
        <p className={styles.muted} id={`${uid}-hint`}>
          {t('searchHint')}
        </p>
      </div>
      <div aria-live="polite">
        {term && waiting && !results.length && <Loading label={t('searching')} showLabel />}
        {failed && (
          <div role="alert" className={styles.actions} style={{ justifyContent: 'flex-start' }}>
            <p className={styles.error}>{t('searchFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {term && !waiting && !failed && results.length === 0 && <p className={styles.muted}>{t('searchEmpty')}</p>}
      </div>
      <ul id={`${uid}-list`} ref={listRef} role="listbox" aria-label={t('customersFound')} className={styles.results} hidden={!results.length}>
        {results.map((r, i) => (
          <li
            key={r.customer_id}
            id={optionId(i)}
            role="option"
            aria-selected={selected?.customer_id === r.customer_id}
            className={styles.result}
            onClick={() => choose(i)}
            onDoubleClick={() => onConfirm?.(r)}
          >
            <span className={styles.resultName}>{r.name}</span>
            <span className={styles.muted}>{[r.telephone, r.email].filter(Boolean).join(' · ')}</span>
            {r.address && <span className={styles.muted}>{r.address}</span>}
            {r.vehicle && <span className={styles.muted}>{r.vehicle}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CustomerSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen customer when the staff confirms; the dialog stays open until it resolves. */
  onConfirm: (customer: CustomerSearchResult) => Promise<unknown> | void;
  /** Spec 2 §2: full screen in POS. */
  fullScreen?: boolean;
  /** Default: 'Select Customer'. */
  confirmLabel?: string;
  /** New Customer: default goes to the add-customer page (/pos/customer/add). */
  onNewCustomer?: () => void;
  /** True while the caller's assign call is under way (disables confirm). */
  busy?: boolean;
}

/**
 * The Search for a Customer modal (spec 2 §2 §4): the search panel, New Customer, and a confirm
 * button that is disabled until a result is chosen. Other widgets (POS cart, order view) open it
 * through shared/customer and decide what confirming does.
 */
export function CustomerSearchDialog({ open, onClose, onConfirm, fullScreen = false, confirmLabel, onNewCustomer, busy = false }: CustomerSearchDialogProps) {
  const t = useTexts(customerTexts);
  const [selected, setSelected] = useState<CustomerSearchResult | null>(null);
  useEffect(() => {
    if (!open) setSelected(null);
  }, [open]);
  const confirm = (c: CustomerSearchResult | null) => {
    if (c && !busy) void onConfirm(c);
  };
  const newCustomer = onNewCustomer ?? (() => navigation.go(pageUrl('pageCustomerAdd')));
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('searchTitle')}
      size="lg"
      className={fullScreen ? styles.fullScreen : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={newCustomer}>
            {t('newCustomer')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={!selected} busy={busy} onClick={() => confirm(selected)}>
            {confirmLabel ?? t('selectCustomer')}
          </Button>
        </>
      }
    >
      <CustomerSearchPanel selected={selected} onSelect={setSelected} onConfirm={confirm} autoFocus />
    </Modal>
  );
}
