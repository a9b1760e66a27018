// CSV as spreadsheets read it (RFC 4180), made in one place: the admin console's exports in the
// browser and the API's departure manifest (issue 26) write the same cells.

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvValue;
}

/** Excel reads a CSV as UTF-8 (names in Bengali or with diacritics) only after this mark. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell as RFC 4180 wants it: quoted when it holds a comma, quote or line break. A text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so
 * that a visitor's message cannot become a formula on the admin's machine (CSV injection).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line and one line per row, CRLF-separated (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.title)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
