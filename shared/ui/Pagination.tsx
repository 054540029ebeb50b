import { memo, type MouseEvent, type ReactNode } from 'react';
import { MAX_PAGE_BUTTONS, pageWindow } from './pageWindow';
import { useTexts } from '../texts';
import { uiTexts } from './texts';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** When given, pages are links (crawlable, open in a new tab); a plain click still calls onChange. */
  hrefFor?: (page: number) => string;
  /** The nav's accessible name. */
  label?: string;
  maxButtons?: number;
  className?: string;
}

/**
 * First / Previous / up to 10 page numbers / Next / Last (spec 1 §9, spec 3 §2). Hidden when
 * there is only one page.
 */
/** Renders again only when its props change (a table's sort does not). */
export const Pagination = memo(function Pagination({ page, totalPages, onChange, hrefFor, label, maxButtons = MAX_PAGE_BUTTONS, className }: PaginationProps) {
  const t = useTexts(uiTexts);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const pages = pageWindow(current, totalPages, maxButtons);

  const item = (target: number, content: ReactNode, name: string, opts: { disabled?: boolean; current?: boolean } = {}) => {
    const common = { className: styles.item, 'aria-label': name, 'aria-current': opts.current ? ('page' as const) : undefined };
    if (hrefFor) {
      // A disabled end is not a link: nothing to follow.
      if (opts.disabled) {
        return (
          <span {...common} aria-disabled="true">
            {content}
          </span>
        );
      }
      const follow = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        if (!opts.current) onChange(target);
      };
      return (
        <a {...common} href={hrefFor(target)} onClick={follow}>
          {content}
        </a>
      );
    }
    return (
      <button {...common} type="button" disabled={opts.disabled} onClick={() => !opts.current && onChange(target)}>
        {content}
      </button>
    );
  };

  const atStart = current === 1;
  const atEnd = current === totalPages;
  return (
    <nav aria-label={label ?? t('pagination')} className={className}>
      <ul className={styles.list}>
        <li>{item(1, t('first'), t('firstPage'), { disabled: atStart })}</li>
        <li>{item(current - 1, t('previous'), t('previousPage'), { disabled: atStart })}</li>
        {pages.map((n) => (
          <li key={n}>{item(n, n, t('page', { page: n }), { current: n === current })}</li>
        ))}
        <li>{item(current + 1, t('next'), t('nextPage'), { disabled: atEnd })}</li>
        <li>{item(totalPages, t('last'), t('lastPage'), { disabled: atEnd })}</li>
      </ul>
    </nav>
  );
});
