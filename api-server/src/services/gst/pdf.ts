// A tax document as a PDF (issue 27): the receipt voucher, tax invoice or refund voucher of a
// GstDocumentView, on one A4 page with the agency's logo, drawn with pdfkit in the shipped Noto
// fonts (pdf-text.ts: a traveller's name in Bengali or Devanagari comes out shaped). What each
// document must show is CGST Rules 2017, rules 46 (tax invoice), 50 (receipt voucher) and 51
// (refund voucher); docs/gst.md lists it. Amounts to the paisa with Indian grouping (formatPaise)
// and in words (the view's amountInWords). Look at one: docs/gst.md, "The PDF".
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { formatDayInWords, GST_DOCUMENT_TITLES } from '@tours/shared-ui/booking-office';
import type { Locale } from '@tours/shared-ui/domain';
import {
  formatGstState,
  formatPaise,
  GST_DOCUMENT_RULES,
  REVERSE_CHARGE_NOTE,
  type GstAmounts,
  type GstDocumentReference,
  type GstDocumentView,
} from '@tours/shared-ui/gst';
import PDFDocument from 'pdfkit';

import {
  ASSETS_DIR,
  pdfFonts,
  pdfTextWriter,
  type PdfTextWriter,
  type WriteOptions,
} from './pdf-text';

/** The agency's logo mark, the same file as the public site's (public-site/src/assets/logo.png). */
export const LOGO_FILE = path.join(ASSETS_DIR, 'logo.png');

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const COLOURS = {
  brand: '#0b6e69',
  text: '#222222',
  muted: '#555555',
  line: '#9bb8b5',
  fill: '#eaf3f2',
  cancelled: '#b3261e',
};

const PARTY_LABELS: Record<GstDocumentView['type'], string> = {
  receipt: 'Received from',
  invoice: 'Billed to',
  refund: 'Refunded to',
};

let logo: Buffer | undefined;

/** A tax head as printed: its name and rate, and the amount of it in a set of amounts. */
interface Head {
  label: string;
  amount: (amounts: GstAmounts) => number;
}

/** CGST + SGST (or UTGST) within the agency's state, IGST otherwise (IGST Act ss.7-8). */
function headsOf(view: GstDocumentView): Head[] {
  const rate = (percent: number) => `${Number(percent.toFixed(2))}%`;
  if (view.placeOfSupply.code === view.supplier.stateCode) {
    return [
      { label: `CGST ${rate(view.ratePercent / 2)}`, amount: (a) => a.cgst },
      { label: `${view.stateTaxHead} ${rate(view.ratePercent / 2)}`, amount: (a) => a.sgst },
    ];
  }
  return [{ label: `IGST ${rate(view.ratePercent)}`, amount: (a) => a.igst }];
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

interface TableRow {
  cells: string[];
  bold?: boolean;
}

/** A table with a filled header row; answers the height it took. */
function table(
  doc: PDFKit.PDFDocument,
  text: PdfTextWriter,
  columns: Column[],
  rows: TableRow[],
  y: number,
): number {
  const padding = 5;
  const size = 8.5;
  const rowHeight = (cells: string[], weight: WriteOptions['weight']) =>
    Math.max(
      ...cells.map((cell, i) =>
        text.height(cell, { size, weight, width: (columns[i]?.width ?? 0) - 2 * padding }),
      ),
    ) +
    2 * padding;
  const drawRow = (cells: string[], top: number, weight: WriteOptions['weight']) => {
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      text.write(cell, x + padding, top + padding, {
        size,
        weight,
        width: column.width - 2 * padding,
        align: column.align,
      });
      x += column.width;
    });
  };
  const titles = columns.map((column) => column.title);
  const headerHeight = rowHeight(titles, 'bold');
  doc.rect(PAGE.margin, y, CONTENT, headerHeight).fill(COLOURS.fill);
  drawRow(titles, y, 'bold');
  let top = y + headerHeight;
  for (const row of rows) {
    const weight = row.bold ? 'bold' : 'regular';
    const height = rowHeight(row.cells, weight);
    drawRow(row.cells, top, weight);
    top += height;
    doc
      .moveTo(PAGE.margin, top)
      .lineTo(PAGE.margin + CONTENT, top)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke();
  }
  return top - y;
}

/** The columns of an amounts table: a first text column taking the room the amounts leave. */
function amountColumns(first: { title: string; width?: number }[], heads: Head[]) {
  const amountWidth = 78;
  const amounts = ['Taxable value', ...heads.map((head) => head.label), 'Total'].map((title) => ({
    title,
    width: amountWidth,
    align: 'right' as const,
  }));
  const fixed = first.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const flexible = CONTENT - fixed - amounts.length * amountWidth;
  return [
    ...first.map((column) => ({
      title: column.title,
      width: column.width ?? flexible,
      align: 'left' as const,
    })),
    ...amounts,
  ];
}

const amountCells = (amounts: GstAmounts, heads: Head[]) => [
  formatPaise(amounts.taxableValue),
  ...heads.map((head) => formatPaise(head.amount(amounts))),
  formatPaise(amounts.total),
];

const referenceText = (reference: GstDocumentReference) =>
  `${reference.number} of ${formatDayInWords(reference.issuedOn)} (${formatPaise(reference.total)})`;

function drawDocument(
  doc: PDFKit.PDFDocument,
  text: PdfTextWriter,
  view: GstDocumentView,
  language: Locale,
): void {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const heads = headsOf(view);
  const rule = GST_DOCUMENT_RULES[view.type];
  const cancelled = view.status === 'cancelled';

  if (cancelled) {
    // Across the page, behind nothing that matters: a cancelled document keeps its number.
    doc.save();
    doc.rotate(-32, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.fillOpacity(0.13);
    text.write('CANCELLED', 0, PAGE.height / 2 - 50, {
      size: 88,
      weight: 'bold',
      color: COLOURS.cancelled,
      width: PAGE.width,
      align: 'center',
    });
    doc.restore();
  }

  // The agency: logo, legal name, address, GSTIN and state.
  const top = PAGE.margin;
  logo ??= readFileSync(LOGO_FILE);
  doc.image(logo, left, top, { width: 52, height: 52 });
  const supplierX = left + 64;
  const supplierWidth = 250;
  let y = top;
  y += text.write(view.supplier.name, supplierX, y, {
    size: 13,
    weight: 'bold',
    color: COLOURS.brand,
    width: supplierWidth,
  });
  const supplierLines = [
    view.supplier.address,
    `GSTIN: ${view.supplier.gstin}`,
    `State: ${formatGstState(view.supplier.stateCode)}`,
    [view.supplier.phone, view.supplier.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  for (const line of supplierLines) {
    y += text.write(line, supplierX, y, { size: 8.5, color: COLOURS.muted, width: supplierWidth });
  }
  const supplierBottom = Math.max(y, top + 52);

  // The document: title, rule, number and date.
  const factsX = right - 190;
  y = top;
  y += text.write(view.title, factsX, y, {
    size: 18,
    weight: 'bold',
    color: cancelled ? COLOURS.cancelled : COLOURS.brand,
    width: 190,
    align: 'right',
  });
  // The booking's language (issue 29): the title in Bengali or Hindi under the rules' English.
  if (language !== 'en') {
    y += text.write(GST_DOCUMENT_TITLES[language][view.type], factsX, y, {
      size: 12,
      weight: 'bold',
      color: cancelled ? COLOURS.cancelled : COLOURS.brand,
      width: 190,
      align: 'right',
    });
  }
  y += text.write(rule.rule, factsX, y, {
    size: 7.5,
    color: COLOURS.muted,
    width: 190,
    align: 'right',
  });
  y += 4;
  for (const [label, value] of [
    ['No.', view.number],
    ['Date', formatDayInWords(view.issuedOn)],
    ['Booking', view.bookingReference],
  ] as const) {
    text.write(label, factsX, y, { size: 9, color: COLOURS.muted });
    y += text.write(value, factsX + 50, y, {
      size: 9,
      weight: 'bold',
      width: 140,
      align: 'right',
    });
  }
  y = Math.max(y, supplierBottom) + 8;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.5).strokeColor(COLOURS.brand).stroke();
  y += 10;

  if (cancelled) {
    const reason = `Cancelled: ${view.cancelReason ?? ''}`.trim();
    const boxHeight = text.height(reason, { size: 9.5, weight: 'bold', width: CONTENT - 16 }) + 12;
    doc.rect(left, y, CONTENT, boxHeight).lineWidth(1).strokeColor(COLOURS.cancelled).stroke();
    text.write(reason, left + 8, y + 6, {
      size: 9.5,
      weight: 'bold',
      color: COLOURS.cancelled,
      width: CONTENT - 16,
    });
    y += boxHeight + 10;
  }

  // The traveller (left) and the place of supply, payment or cited voucher (right).
  const columnWidth = CONTENT / 2 - 10;
  const rightX = left + CONTENT / 2 + 10;
  let leftY = y;
  leftY += text.write(PARTY_LABELS[view.type], left, leftY, { size: 8, color: COLOURS.muted });
  leftY += text.write(view.recipient.name, left, leftY, {
    size: 11,
    weight: 'bold',
    width: columnWidth,
  });
  for (const line of [
    view.recipient.address,
    `State: ${formatGstState(view.recipient.stateCode)}`,
    view.recipient.gstin ? `GSTIN: ${view.recipient.gstin}` : '',
    [view.recipient.phone, view.recipient.email].filter(Boolean).join(' · '),
  ].filter(Boolean)) {
    leftY += text.write(line, left, leftY, { size: 9, width: columnWidth });
  }
  let rightY = y;
  const facts: [string, string][] = [['Place of supply', formatGstState(view.placeOfSupply.code)]];
  if (view.paymentNote) facts.push(['Payment', view.paymentNote]);
  if (view.cites)
    facts.push(['Refund of the advance under receipt voucher', referenceText(view.cites)]);
  for (const [label, value] of facts) {
    rightY += text.write(label, rightX, rightY, { size: 8, color: COLOURS.muted });
    rightY += text.write(value, rightX, rightY, { size: 9.5, weight: 'bold', width: columnWidth });
    rightY += 4;
  }
  y = Math.max(leftY, rightY) + 12;

  // The supply and its tax.
  y += table(
    doc,
    text,
    amountColumns([{ title: 'Description' }, { title: 'SAC', width: 50 }], heads),
    [{ cells: [view.description, view.sac, ...amountCells(view, heads)] }],
    y,
  );
  y += 10;

  // The total, in figures and in words.
  const totalWidth = 200;
  text.write('Total', right - totalWidth, y, { size: 11, weight: 'bold' });
  const totalHeight = text.write(formatPaise(view.total), right - totalWidth, y, {
    size: 13,
    weight: 'bold',
    color: COLOURS.brand,
    width: totalWidth,
    align: 'right',
  });
  let wordsY = y;
  wordsY += text.write('Amount in words', left, wordsY, { size: 8, color: COLOURS.muted });
  wordsY += text.write(view.amountInWords, left, wordsY, {
    size: 9.5,
    weight: 'bold',
    width: CONTENT - totalWidth - 20,
  });
  y = Math.max(y + totalHeight, wordsY) + 14;

  // A tax invoice of the whole tour: the advances taxed under receipt vouchers, and the balance.
  if (view.advances.length > 0 || view.balance) {
    y += text.write('Advances received under receipt vouchers', left, y, {
      size: 10,
      weight: 'bold',
      color: COLOURS.brand,
    });
    y += 4;
    const rows: TableRow[] = view.advances.map((advance) => ({
      cells: [
        `${advance.number}, ${formatDayInWords(advance.issuedOn)}`,
        ...amountCells(advance, heads),
      ],
    }));
    if (view.advances.length === 0) rows.push({ cells: ['None', '', ...heads.map(() => ''), ''] });
    if (view.balance) {
      rows.push({
        cells: ['Balance after the advances', ...amountCells(view.balance, heads)],
        bold: true,
      });
    }
    y += table(doc, text, amountColumns([{ title: 'Receipt voucher' }], heads), rows, y);
    y += 14;
  }

  // The conditions of the rate, and the reverse charge.
  for (const note of [view.inclusiveNote, REVERSE_CHARGE_NOTE].filter(Boolean)) {
    y += text.write(note, left, y, { size: 8.5, color: COLOURS.muted, width: CONTENT });
    y += 3;
  }

  // The signature.
  y += 28;
  const signatureWidth = 220;
  const signatureX = right - signatureWidth;
  y += text.write(`For ${view.supplier.name}`, signatureX, y, {
    size: 9,
    weight: 'bold',
    width: signatureWidth,
    align: 'right',
  });
  y += 36;
  doc
    .moveTo(signatureX + 40, y)
    .lineTo(right, y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.muted)
    .stroke();
  text.write(view.signatory, signatureX, y + 4, {
    size: 9,
    width: signatureWidth,
    align: 'right',
  });
}

/**
 * The document as a PDF file (one A4 page; the fonts embedded as subsets of the glyphs used); for
 * a booking made in Bengali or Hindi its title also in that language.
 */
export async function renderGstPdf(
  view: GstDocumentView,
  language: Locale = 'en',
): Promise<Buffer> {
  const fonts = await pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${view.title} ${view.number}`,
      Author: view.supplier.name,
      Subject: `${view.title} ${view.number}, booking ${view.bookingReference}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawDocument(doc, pdfTextWriter(doc, fonts), view, language);
  doc.end();
  return done;
}
