// 'Export CSV': downloads the rows the screen has loaded (SPEC-free addition for data protection).
import { Button } from 'antd';

import { csvFileName, downloadCsv, toCsv, type CsvColumn } from '../lib/csv';

export const EXPORT_CSV = 'Export CSV';

interface ExportCsvButtonProps<T> {
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  /** The file is named '<fileNamePrefix>-<today>.csv'. */
  fileNamePrefix: string;
}

export function ExportCsvButton<T>({ rows, columns, fileNamePrefix }: ExportCsvButtonProps<T>) {
  return (
    <Button
      disabled={rows.length === 0}
      onClick={() => downloadCsv(csvFileName(fileNamePrefix), toCsv(rows, columns))}
    >
      {EXPORT_CSV}
    </Button>
  );
}
