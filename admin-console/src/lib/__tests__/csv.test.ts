import { csvCell, csvFileName, downloadCsv, istDateTimeCell, toCsv } from '../csv';

describe('toCsv', () => {
  it('writes a header and one CRLF line per row, quoting what needs it', () => {
    const rows = [
      { name: 'Asha Roy', note: 'Window seat, please', count: 2 },
      { name: 'Said "hi"', note: 'two\nlines', count: 0 },
    ];
    const text = toCsv(rows, [
      { title: 'Name', value: (row) => row.name },
      { title: 'Note', value: (row) => row.note },
      { title: 'Count', value: (row) => row.count },
    ]);
    expect(text).toBe(
      'Name,Note,Count\r\nAsha Roy,"Window seat, please",2\r\n"Said ""hi""","two\nlines",0\r\n',
    );
  });

  it('keeps a text from running as a spreadsheet formula, and leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('istDateTimeCell', () => {
  it("writes an instant as India's date and time, which a spreadsheet reads", () => {
    expect(istDateTimeCell('2026-11-30T18:29:59.999Z')).toBe('2026-11-30 23:59');
    expect(istDateTimeCell('2026-11-30T18:30:00.000Z')).toBe('2026-12-01 00:00');
    expect(istDateTimeCell(null)).toBe('');
    expect(istDateTimeCell('soon')).toBe('soon');
  });
});

describe('csvFileName', () => {
  it('dates the file', () => {
    expect(csvFileName('bookings', new Date(2025, 3, 1, 12))).toBe('bookings-2025-04-01.csv');
  });
});

/** jsdom's Blob has no text(); its bytes are decoded keeping the byte order mark. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  it('hands the browser a UTF-8 CSV download of the text', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: jest.fn(),
    });
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    downloadCsv('contacts.csv', 'Name\r\nAsha\r\n');

    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ download: 'contacts.csv', href: 'blob:csv' });
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await readText(created[0]!)).toBe('\uFEFFName\r\nAsha\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
