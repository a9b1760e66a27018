// The header row of the GST tables (a document's amounts and advances, the month's summary and
// documents): text columns to the left, amounts to the right.
import type { CSSProperties } from 'react';

/** A column's heading; `amount` columns are right-aligned. */
export type HeadColumn = string | { label: string; amount: true };

export const amountColumn = (label: string): HeadColumn => ({ label, amount: true });

export function TableHead({
  columns,
  cell,
  amountCell,
}: {
  columns: readonly HeadColumn[];
  cell: CSSProperties;
  amountCell: CSSProperties;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col" style={cell}>
              {column}
            </th>
          ) : (
            <th key={column.label} scope="col" style={amountCell}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
