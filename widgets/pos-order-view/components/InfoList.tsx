import type { ReactNode } from 'react';

/** One label and its value in an order's info list. */
export type InfoRow = [label: string, value: ReactNode];

/** The order's info as label/value pairs: the order view's Order Info and the printed receipt's head. */
export function InfoList({ rows, className }: { rows: readonly InfoRow[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
