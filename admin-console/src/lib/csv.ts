// CSV export of the rows a screen has loaded (data protection: a person's contact messages and
// bookings handed over on request). Made in the browser; nothing is sent anywhere. The cells and
// lines are shared-ui's (@tours/shared-ui/csv), the same as the API's exports; the browser's own
// parts are here: times in IST, the file's name, the download.
import { CSV_BOM } from '@tours/shared-ui/csv';

import { downloadFile } from './download';

export { csvCell, toCsv, type CsvColumn, type CsvValue } from '@tours/shared-ui/csv';

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
  downloadFile(fileName, new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }));
}
