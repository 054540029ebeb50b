export interface ColumnHeadsProps {
  /** The columns' headers, in order. */
  names: readonly string[];
  /** E.g. `pf-visually-hidden` for a table whose headers are read but not shown. */
  className?: string;
}

/** A table's head: one row of column headers (`scope="col"`), one per name. */
export function ColumnHeads({ names, className }: ColumnHeadsProps) {
  return (
    <thead className={className}>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
