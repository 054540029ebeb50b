import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { searchConfigured, type SearchHit } from '../../shared/api/search';
import { navigation } from '../../shared/runtime/navigation';
import { track } from '../../shared/analytics';
import { useViewportWidth } from './useViewportWidth';
import { useSearch } from './useSearch';
import { hitsPerPage, orderSections, sectionLimit, sectionTitle } from './layout';
import { hitHref, searchPageUrl } from './links';
import { Suggestions, optionId, type ShownSection } from './components/Suggestions';
import { text as textOf, useTexts } from '../../shared/texts';
import styles from './search-bar.module.css';
import { searchBarTexts } from './texts';
import type { SearchBarProps } from './props';

export type { SearchBarProps };


/** On the search results page the box shows what was searched (`search` in the address). */
function searchedText(): string {
  const params = new URL(window.location.href).searchParams;
  return params.get('route') === 'product/search' ? (params.get('search') ?? '') : '';
}

function announcement(status: string, count: number): string {
  if (status === 'error') return textOf(searchBarTexts, 'unavailable');
  if (status !== 'done') return '';
  return textOf(searchBarTexts, count === 0 ? 'noResults' : 'results', { count });
}

/**
 * Search box with autocomplete over the hosted search service, following the WAI-ARIA combobox
 * pattern (list autocomplete, focus stays in the input, arrows move the active option, Enter
 * opens it or submits, Escape closes then clears). Without search settings it is a plain box.
 */
export function SearchBar({ value, placeholder, manufacturerId, categoryId, instanceId }: SearchBarProps & WidgetBaseProps) {
  const width = useViewportWidth();
  const t = useTexts(searchBarTexts);
  const enabled = useMemo(() => searchConfigured(), []);
  const [text, setText] = useState(() => value ?? searchedText());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const result = useSearch(text, hitsPerPage(width), enabled);

  const listId = `${instanceId}-suggestions`;
  const inputId = `${instanceId}-search`;
  const limit = sectionLimit(width);
  const sections: ShownSection[] = orderSections(result.sections, width)
    .map((s) => ({ key: s.key, title: sectionTitle(s.key), hits: s.hits.slice(0, limit) }))
    .filter((s) => s.hits.length > 0);
  const options = sections.flatMap((s) => s.hits.map((hit, i) => ({ hit, id: optionId(listId, s.key, i) })));
  const count = options.length;
  const activeOption = active >= 0 && active < count ? options[active] : null;
  // While the next answer loads, the previous hits stay up (no flicker between keystrokes).
  const expanded = open && (result.status === 'done' || result.status === 'loading') && count > 0 && text.trim() !== '';
  const said = text.trim() && open ? announcement(result.status, count) : '';
  // A failure, or no match for the query on screen, shows under the box (not while typing on).
  const notice = open && text.trim() === result.query && (result.status === 'error' || (result.status === 'done' && count === 0)) ? said : '';
  const queryID = result.sections.find((s) => s.key === 'products')?.queryID;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const search = text.trim();
    if (!search) return;
    navigation.go(searchPageUrl(search, { manufacturerId, categoryId, queryID: result.query === search ? queryID : undefined }));
  };
  // GA4 search: a suggestion picked is a search that never reaches the results page (which sends
  // its own on a submit). Once per search: a double click on the option sends one.
  const searched = useRef<string | null>(null);
  const pick = (hit: SearchHit) => {
    const term = result.query || text.trim();
    if (term && searched.current !== term) track('search', { search_term: term });
    searched.current = term;
    navigation.go(hitHref(hit));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (count === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Opening with an arrow lands on the first (down) or last (up) option; then it wraps.
      const next = !expanded || active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count;
      setOpen(true);
      setActive(next);
    } else if (e.key === 'Enter') {
      if (expanded && activeOption) {
        e.preventDefault();
        pick(activeOption.hit);
      }
      // Otherwise the form submits.
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit} aria-label={t('siteSearch')}>
      <label htmlFor={inputId} className="pf-visually-hidden">
        {t('search')}
      </label>
      <div className={styles.box}>
        <input
          id={inputId}
          type="text"
          name="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeOption ? activeOption.id : undefined}
          className={styles.input}
          placeholder={placeholder ?? t('search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          {t('search')}
        </button>
        {expanded ? (
          <Suggestions id={listId} sections={sections} activeId={activeOption?.id ?? null} hrefFor={hitHref} onPick={pick} />
        ) : (
          <div id={listId} role="listbox" aria-label={t('suggestions')} hidden />
        )}
        {notice ? (
          // Seen here, heard through the status region below.
          <p className={`${styles.panel} ${styles.notice}`} aria-hidden="true">
            {notice}
          </p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="pf-visually-hidden">
        {said}
      </div>
    </form>
  );
}
