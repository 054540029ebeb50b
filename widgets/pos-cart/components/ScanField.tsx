import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { searchConfigured } from '../../../shared/api/search';
import { useSettings } from '../../../shared/config';
import { Button, useSingleFlight } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { useNameSearch, type Suggestion } from '../nameSearch';
import styles from '../pos-cart.module.css';
import { useTexts } from '../../../shared/texts';
import { posCartTexts } from '../texts';

/** The hint without hosted search: the field takes part numbers (UPC, part number or SKU) only. */
export const SCAN_HINT = posCartTexts.en.scanHint;
/** The hint with hosted search configured: names too. */
export const NAME_SEARCH_HINT = posCartTexts.en.nameSearchHint;
export const NAME_SEARCH_FAILED = posCartTexts.en.nameSearchFailed;

export interface ScanFieldProps {
  /**
   * Looks the code up and adds the product; resolves true when it was added (the field then clears).
   * `instead`: the suggestion to add when no product has that code (Enter with the list open).
   */
  onCode: (code: string, instead?: Suggestion) => Promise<boolean>;
  /** Adds a product the name search suggested; resolves true when it was added (the field then clears). */
  onPick: (suggestion: Suggestion) => Promise<boolean>;
  busy: boolean;
  /** The input, so the cart can bring the focus back after each action. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * "Scan or enter part number" (spec 3 §2 POS cart): a code typed here and sent with Enter or
 * Add is looked up by UPC, part number or SKU. A scanner's burst is caught page-wide (scanner.ts),
 * wherever the focus is. With hosted search configured (`search` in #pf-config), what is typed also
 * searches the store's products by name (nameSearch.ts): the field is then a combobox (WAI-ARIA 1.2
 * list autocomplete): the arrow keys move through the suggestions, Enter or a click adds the one
 * chosen, Escape closes them; Enter with the list open and none chosen adds the part whose number
 * was typed, else the first suggestion. Without hosted search the field is a plain text field and
 * its hint says "Scan or type a part number": no name search is offered.
 */
export function ScanField({ onCode, onPick, busy, inputRef }: ScanFieldProps) {
  const id = useId();
  const t = useTexts(posCartTexts);
  const [code, setCode] = useState('');
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState('');
  useSettings(); // a change of #pf-config's search renders the field again
  const named = searchConfigured();
  const search = useNameSearch(code);
  const open = named && search.suggestions.length > 0 && dismissed !== search.term;
  const clearIf = (text: string) => setCode((current) => (current.trim() === text ? '' : current));
  const [send, sending] = useSingleFlight(async ({ text, instead }: { text: string; instead?: Suggestion }) => {
    if (await onCode(text, instead)) clearIf(text);
  });
  const [pick, picking] = useSingleFlight(async ({ suggestion, text }: { suggestion: Suggestion; text: string }) => {
    if (await onPick(suggestion)) clearIf(text);
  });

  // A new list starts with nothing chosen.
  useEffect(() => setActive(-1), [search.suggestions]);
  const optionId = (i: number) => `${id}-option-${i}`;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (i: number) => {
    const suggestion = search.suggestions[i];
    if (suggestion) void pick({ suggestion, text: code.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open && active >= 0) return choose(active);
    const text = code.trim();
    // The list is open and none chosen: the part with that number if there is one, else the first found.
    if (text) void send({ text, instead: open ? search.suggestions[0] : undefined });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = named ? search.suggestions.length : 0;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && count) {
      e.preventDefault();
      setDismissed('');
      if (!open) return setActive(e.key === 'ArrowDown' ? 0 : count - 1);
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
    } else if (e.key === 'Escape' && open) {
      // The list closes; the Escape goes no further (an enclosing dialog stays open).
      e.preventDefault();
      e.stopPropagation();
      setDismissed(search.term);
      setActive(-1);
    }
  };

  return (
    <form className={styles.scan} onSubmit={submit} role="search" aria-label={t('addByCode')} noValidate>
      <div className={`${fields.field} ${styles.combo}`}>
        <label htmlFor={`${id}-code`} className={fields.label}>
          {t('scanLabel')}
        </label>
        <div className={styles.comboBox}>
        <input
          ref={inputRef}
          id={`${id}-code`}
          className={fields.input}
          role={named ? 'combobox' : undefined}
          aria-autocomplete={named ? 'list' : undefined}
          aria-expanded={named ? open : undefined}
          aria-controls={named ? `${id}-list` : undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setDismissed('');
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(-1)}
          data-pf-scan-field=""
        />
        {named && (
        <ul id={`${id}-list`} role="listbox" aria-label={t('productsFound')} className={styles.suggestions} hidden={!open}>
          {open &&
            search.suggestions.map((s, i) => (
              <li
                key={s.productId}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.suggestion}
                // The press keeps the focus in the field (a click would blur it first).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(i)}
              >
                <span className={styles.suggestionName}>{s.name}</span>
                {s.detail || s.price ? <span className={styles.meta}>{[s.detail, s.price].filter(Boolean).join(' · ')}</span> : null}
              </li>
            ))}
        </ul>
        )}
        </div>
        <p id={`${id}-hint`} className={fields.help}>
          {named ? t('nameSearchHint') : t('scanHint')}
        </p>
        {named && (
          <div aria-live="polite" className={styles.meta}>
            {search.failed ? t('nameSearchFailed') : ''}
          </div>
        )}
      </div>
      <Button type="submit" busy={busy || sending || picking} disabled={!code.trim()}>
        {t('add')}
      </Button>
    </form>
  );
}
