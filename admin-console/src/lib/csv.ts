// CSV export of the rows a screen has loaded (data protection: a person's contact messages and
// bookings handed over on request). Made in the browser; nothing is sent anywhere.
import { downloadFile } from './download';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvValue;
}

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

/** India has one offset all year (no daylight saving): +05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant (ISO string) as a spreadsheet reads a date and time, in India's time (IST):
 * '2026-11-30T18:29:59.999Z' is '2026-12-01 00:29'. Nothing is ''; text that is not an instant is
 * kept.
 */
export function istDateTimeCell(instant: string | null | undefined): string {
  if (!instant) return '';
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The header line and one line per row, CRLF-separated (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.title)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** '<prefix>-2025-04-01.csv', dated today (local time). */
export function csvFileName(prefix: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * Hands the text to the browser as a download. The byte order mark lets spreadsheet programs read
 * the file as UTF-8 (names in Bengali, the rupee sign).
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
