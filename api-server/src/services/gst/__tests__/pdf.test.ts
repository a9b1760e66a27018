// The tax documents' PDF (issue 27): one A4 page that says what rules 46, 50 and 51 ask for, in
// figures to the paisa and in words, with a traveller's Bengali or Devanagari name shaped by
// HarfBuzz in the shipped Noto fonts. Text is read back with pdf-parse (PDF.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

import { formatPaise } from '@tours/shared-ui/gst';

import { PACKAGE_DIR } from '../../../config';
import {
  CANCELLED_RECEIPT,
  INVOICE_HINDI,
  RECEIPT_BENGALI,
  REFUND_BENGALI,
  sampleView,
  SAMPLE_SUPPLIER,
} from '../../../testing/gst-views';
import { readPdf as read } from '../../../testing/read-pdf';
import { LOGO_FILE, renderGstPdf } from '../pdf';
import { fontRuns, pdfFonts } from '../pdf-text';

/** The fonts a PDF embeds (their BaseFont names, without the subset tag). */
function embeddedFonts(pdf: Buffer): string[] {
  const names = pdf.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/^\/BaseFont \/[A-Z]{6}\+/, '')))].sort();
}

/** The ActualText strings of the PDF's marked runs (PDF literal strings in UTF-16BE). */
function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/g)) {
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      const bytes = (text[1] ?? '').replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
      const utf16 = Buffer.from(bytes, 'latin1').subarray(2).swap16();
      found.push(utf16.toString('utf16le'));
    }
  }
  return found;
}

describe('renderGstPdf', () => {
  it('draws a receipt voucher in West Bengal on one A4 page: CGST + SGST, figures and words', async () => {
    const pdf = await renderGstPdf(RECEIPT_BENGALI);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { pages, text } = await read(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Receipt Voucher',
      'CGST Rules 2017, rule 50',
      'RV/2026-27/0001',
      '12 October 2026',
      'ST-2026-0042',
      SAMPLE_SUPPLIER.name,
      'GSTIN: 19AAPFU0939F1ZS',
      'Place of supply',
      'West Bengal (19)',
      'UPI, UTR 412345678901',
      'SAC',
      '998555',
      'CGST 2.5%',
      'SGST 2.5%',
      '₹10,000.00 ₹250.00 ₹250.00 ₹10,500.00',
      'Rupees Ten Thousand Five Hundred Only',
      'inclusive of the charges for accommodation and transportation',
      'Tax payable on reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('CANCELLED');
  });

  it('draws a tax invoice for an Odisha traveller with IGST, the advances and the balance', async () => {
    const { pages, text } = await read(await renderGstPdf(INVOICE_HINDI));
    expect(pages).toBe(1);
    const balance = INVOICE_HINDI.balance!;
    for (const expected of [
      'Tax Invoice',
      'CGST Rules 2017, rule 46',
      'INV/2026-27/0003',
      'Odisha (21)',
      'IGST 5%',
      '₹30,000.00 ₹1,500.00 ₹31,500.00',
      'Rupees Thirty-One Thousand Five Hundred Only',
      'Advances received under receipt vouchers',
      'RV/2026-27/0007, 2 August 2026 ₹10,000.00 ₹500.00 ₹10,500.00',
      'RV/2026-27/0012, 20 September 2026 ₹7,936.19 ₹396.81 ₹8,333.00',
      `Balance after the advances ${formatPaise(balance.taxableValue)} ${formatPaise(balance.igst)} ${formatPaise(balance.total)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(balance.total).toBe(31_500_00 - 10_500_00 - 8_333_00);
    expect(text).not.toMatch(/CGST \d|SGST/);
  });

  it('draws a refund voucher citing its receipt voucher', async () => {
    const { text } = await read(await renderGstPdf(REFUND_BENGALI));
    for (const expected of [
      'Refund Voucher',
      'CGST Rules 2017, rule 51',
      'RF/2026-27/0002',
      'Refund of the advance under receipt voucher',
      'RV/2026-27/0001 of 12 October 2026 (₹10,500.00)',
      '₹4,000.00 ₹100.00 ₹100.00 ₹4,200.00',
      'Rupees Four Thousand Two Hundred Only',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('marks a cancelled document CANCELLED with its reason, keeping its number', async () => {
    const { text } = await read(await renderGstPdf(CANCELLED_RECEIPT));
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Cancelled: Wrong amount entered: the payment was ₹5,000, not ₹50,000.');
    expect(text).toContain('RV/2026-27/0005');
    expect(text).toContain('GSTIN: 10AAPFU0939F1ZA');
    expect(text).toContain('Station Road, Gaya, Bihar 823001');
    expect(text).toContain('Bihar (10)');
  });

  it('prints a crore to the paisa with Indian grouping, and in words', async () => {
    const view = sampleView('receipt', {
      number: 'RV/2026-27/0099',
      rupees: 1_23_45_679,
      recipient: { ...RECEIPT_BENGALI.recipient, name: 'Ravi Kumar' },
    });
    const { text } = await read(await renderGstPdf(view));
    expect(text).toContain(formatPaise(view.taxableValue));
    expect(formatPaise(view.taxableValue)).toBe('₹1,17,57,789.52');
    expect(text).toContain('₹1,23,45,679.00');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Nine Only',
    );
  });

  it('embeds the Bengali or Devanagari font only when a name needs it, as subsets', async () => {
    const bengali = await renderGstPdf(RECEIPT_BENGALI);
    const hindi = await renderGstPdf(INVOICE_HINDI);
    const latin = await renderGstPdf({
      ...RECEIPT_BENGALI,
      recipient: { ...RECEIPT_BENGALI.recipient, name: 'Sumita Das' },
    });
    expect(embeddedFonts(bengali)).toContain('NotoSansBengali-Bold');
    expect(embeddedFonts(bengali).join()).not.toContain('Devanagari');
    expect(embeddedFonts(hindi)).toContain('NotoSansDevanagari-Bold');
    expect(embeddedFonts(hindi).join()).not.toContain('Bengali');
    expect(embeddedFonts(latin)).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    // Subsets: the whole Bengali and Devanagari fonts are 230 KB; a page stays small.
    for (const pdf of [bengali, hindi, latin]) expect(pdf.length).toBeLessThan(60_000);
  });

  it("prints the title in the booking's language under the rules' English (issue 29)", async () => {
    expect(actualTexts(await renderGstPdf(RECEIPT_BENGALI, 'bn'))).toContain('রসিদ ভাউচার');
    expect(actualTexts(await renderGstPdf(INVOICE_HINDI, 'hi'))).toContain('टैक्स इनवॉइस');
    expect(actualTexts(await renderGstPdf(REFUND_BENGALI, 'bn'))).toContain('রিফান্ড ভাউচার');
    const { text } = await read(await renderGstPdf(RECEIPT_BENGALI, 'bn'));
    expect(text).toContain('Receipt Voucher');
    expect(actualTexts(await renderGstPdf(RECEIPT_BENGALI))).not.toContain('রসিদ ভাউচার');
  });

  it('keeps the names as written beside their glyphs (ActualText), for copying and searching', async () => {
    expect(actualTexts(await renderGstPdf(RECEIPT_BENGALI))).toContain('সুমিতা দাস');
    expect(actualTexts(await renderGstPdf(INVOICE_HINDI))).toContain('अनीता शर्मा');
  });

  it('uses the agency logo the public site uses', () => {
    const site = path.join(PACKAGE_DIR, '..', 'public-site', 'src', 'assets', 'logo.png');
    expect(readFileSync(LOGO_FILE).equals(readFileSync(site))).toBe(true);
  });
});

describe('the PDF text', () => {
  it('cuts text into runs by the font that has each script, spaces and digits staying put', async () => {
    const { regular } = await pdfFonts();
    const runs = fontRuns(regular, 'Paid ₹500 by সুমিতা দাস, अनीता।').map((run) => [
      run.face.script,
      run.text,
    ]);
    expect(runs).toEqual([
      ['Latin', 'Paid '],
      ['Latin', '₹'],
      ['Latin', '500 by '],
      ['Bengali', 'সুমিতা দাস'],
      ['Latin', ', '],
      ['Devanagari', 'अनीता।'],
    ]);
    expect(runs[1]).toEqual(['Latin', '₹']); // from the latin-ext file: the latin one has no ₹
  });

  // The glyphs HarfBuzz's hb-shape gives for these words with the same font files; fontkit (pdfkit's
  // own shaper) put the ra-phala of ন্দ্র at offset 0 (under the next letter) and drew a second reph
  // over 'জ্যোতির্ময়'.
  it('shapes Bengali conjuncts as HarfBuzz does', async () => {
    const { regular } = await pdfFonts();
    const bengali = regular.find((face) => face.script === 'Bengali')!.font;
    const run = bengali.layout('রবীন্দ্রনাথ');
    const glyphs = run.glyphs.map((glyph, i) => {
      const { xOffset, yOffset } = run.positions[i]!;
      return `${glyph.name}@${xOffset},${yOffset}`;
    });
    expect(glyphs).toEqual([
      'uni09B0@0,0',
      'uni09AC@0,0',
      'uni09C0@0,0',
      'uni09A809CD.headline@0,0',
      'uni09A609CD.half@0,0',
      'uni09A809CD.float@-837,0',
      'raphalabeng.alt09@-635,-30',
      'uni09A8@0,0',
      'uni09BE@0,0',
      'uni09A5@0,0',
    ]);
    const reph = bengali.layout('জ্যোতির্ময়').glyphs.filter((glyph) => glyph.name === 'uni09B009CD');
    expect(reph).toHaveLength(1);
  });

  it('shapes Devanagari: the i-sign before its consonant, the reph above', async () => {
    const { regular } = await pdfFonts();
    const devanagari = regular.find((face) => face.script === 'Devanagari')!.font;
    const names = devanagari.layout('शर्मा').glyphs.map((glyph) => glyph.name);
    expect(names).toEqual(['uni0936', 'uni092E', 'uni093E', 'uni0930094D']);
    expect(devanagari.layout('नियुक्ति').glyphs[0]?.name).toMatch(/^uni093F/);
  });
});
