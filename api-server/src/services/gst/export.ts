// The accountant's month (GET /api/gst/documents?month=YYYY-MM, docs/gst.md): every document
// dated in the month (Asia/Kolkata), a summary by place of supply and rate in the shape of
// GSTR-1's table of business-to-consumer supplies (B2C small: consolidated per place of supply and
// rate), totals, and the month's payments ledger to compare them with; as JSON or CSV.
import { addDays, type IsoDate } from '@tours/shared-ui/booking-office';
import { CSV_BOM, toCsv, type CsvColumn } from '@tours/shared-ui/csv';
import type {
  GstAmounts,
  GstMonthDocument,
  GstMonthExport,
  GstMonthSummaryLine,
} from '@tours/shared-ui/gst';

import type { GstDocumentRow } from '../../db/schema';
import type { Repositories } from '../../repositories/create-repositories';
import { amountsOf, toDocumentSummary } from '../../repositories/gst-documents-repository';

const HEADS = ['taxableValue', 'cgst', 'sgst', 'igst', 'total'] as const;
const zero = (): GstAmounts => ({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

function add(into: GstAmounts, heads: GstAmounts, sign: 1 | -1): void {
  for (const head of HEADS) into[head] += sign * heads[head];
}

/**
 * What a document adds to the month's supplies: a receipt voucher its advance (taxed when
 * received, CGST Act s.13), a tax invoice what it charges beyond the advances already taxed (its
 * balance), a refund voucher takes its advance back. Cancelled documents add nothing.
 */
function contribution(row: GstDocumentRow): { heads: GstAmounts; sign: 1 | -1 } | null {
  if (row.status !== 'issued') return null;
  if (row.type === 'refund') return { heads: amountsOf(row), sign: -1 };
  if (row.type === 'invoice') return row.view.balance ? { heads: row.view.balance, sign: 1 } : null;
  return { heads: amountsOf(row), sign: 1 };
}

/** The first and last day of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): { from: IsoDate; to: IsoDate } {
  const from = `${month}-01`;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next =
    number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

export async function gstMonth(repositories: Repositories, month: string): Promise<GstMonthExport> {
  const { from, to } = daysOfMonth(month);
  const [rows, received, refunded] = await Promise.all([
    repositories.gstDocuments.datedBetween(from, to),
    repositories.payments.receivedBetween(from, to),
    repositories.refunds.refundedBetween(from, to),
  ]);
  const groups = new Map<string, GstMonthSummaryLine>();
  const totals = zero();
  for (const row of rows) {
    const part = contribution(row);
    if (!part) continue;
    const { code, name } = row.view.placeOfSupply;
    const key = `${code}|${row.view.ratePercent}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        placeOfSupply: code,
        stateName: name,
        ratePercent: row.view.ratePercent,
        ...zero(),
      };
      groups.set(key, group);
    }
    add(group, part.heads, part.sign);
    add(totals, part.heads, part.sign);
  }
  const summary = [...groups.values()].sort(
    (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.ratePercent - b.ratePercent,
  );
  const documents = rows.map((row) => ({
    ...toDocumentSummary(row),
    bookingReference: row.view.bookingReference,
    traveller: row.view.recipient.name,
    stateCode: row.view.recipient.stateCode,
    stateName: row.view.recipient.stateName,
    gstin: row.view.recipient.gstin,
    ratePercent: row.view.ratePercent,
  }));
  const ledger = {
    received: received.amount * 100,
    refunded: refunded * 100,
    net: (received.amount - refunded) * 100,
  };
  return { month, documents, summary, totals, ledger };
}

/** Paise as rupees with the paise after the point, for a spreadsheet: 1050050 -> 10500.5. */
const rupees = (paise: number) => paise / 100;

const amountColumns = <T extends GstAmounts>(): CsvColumn<T>[] => [
  { title: 'Taxable value (₹)', value: (row) => rupees(row.taxableValue) },
  { title: 'CGST (₹)', value: (row) => rupees(row.cgst) },
  { title: 'SGST/UTGST (₹)', value: (row) => rupees(row.sgst) },
  { title: 'IGST (₹)', value: (row) => rupees(row.igst) },
  { title: 'Total (₹)', value: (row) => rupees(row.total) },
];

const DOCUMENT_TITLES = {
  receipt: 'Receipt voucher',
  invoice: 'Tax invoice',
  refund: 'Refund voucher',
};

const DOCUMENT_COLUMNS: CsvColumn<GstMonthDocument>[] = [
  { title: 'Type', value: (row) => DOCUMENT_TITLES[row.type] },
  { title: 'Number', value: (row) => row.number },
  { title: 'Date', value: (row) => row.issuedOn },
  { title: 'Booking', value: (row) => row.bookingReference },
  { title: 'Traveller', value: (row) => row.traveller },
  { title: 'State', value: (row) => row.stateName },
  { title: 'State code', value: (row) => row.stateCode },
  { title: 'GSTIN', value: (row) => row.gstin },
  { title: 'Rate (%)', value: (row) => row.ratePercent },
  ...amountColumns<GstMonthDocument>(),
  { title: 'Status', value: (row) => row.status },
  { title: 'Cancelled because', value: (row) => row.cancelReason ?? '' },
];

/** The totals line has no state ('Total'). */
const SUMMARY_COLUMNS: CsvColumn<GstMonthSummaryLine>[] = [
  {
    title: 'Place of supply',
    value: (row) => (row.stateName ? `${row.placeOfSupply}-${row.stateName}` : row.placeOfSupply),
  },
  { title: 'Rate (%)', value: (row) => (row.stateName ? row.ratePercent : '') },
  ...amountColumns<GstMonthSummaryLine>(),
];

/**
 * The documents, a blank line, the summary by place of supply and rate with its totals, a blank
 * line and the payments ledger; UTF-8 with a BOM (a traveller's name in Bengali reads right).
 */
export function gstMonthCsv(month: GstMonthExport): string {
  const totals = { placeOfSupply: 'Total', stateName: '', ratePercent: 0, ...month.totals };
  const summary = toCsv([...month.summary, totals], SUMMARY_COLUMNS);
  const ledger = toCsv(
    [month.ledger],
    [
      { title: 'Payments received (₹)', value: (row) => rupees(row.received) },
      { title: 'Refunds paid (₹)', value: (row) => rupees(row.refunded) },
      { title: 'Net (₹)', value: (row) => rupees(row.net) },
    ],
  );
  return `${CSV_BOM}${toCsv(month.documents, DOCUMENT_COLUMNS)}\r\nSummary by place of supply and rate (GSTR-1, B2C small)\r\n${summary}\r\nPayments ledger of ${month.month}\r\n${ledger}`;
}
