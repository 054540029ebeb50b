import type { ReactNode } from 'react';
import surfaces from '../ui/surfaces.module.css';

export interface ListTableProps {
  /** The table's name, read by screen readers (the caption is visually hidden). */
  caption: string;
  /** The widget's own class on the table, for its cells' alignment and colours. */
  className?: string;
  /** The table's head, bodies and foot. */
  children: ReactNode;
}

/** The table of a list the store holds for the shopper (compare, wishlist): bordered cells, scrolled sideways when too wide. */
export function ListTable({ caption, className, children }: ListTableProps) {
  return (
    <div className={surfaces.scroller}>
      <table className={className ? `${surfaces.table} ${className}` : surfaces.table}>
        <caption className="pf-visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
