// Text in the tax documents' PDFs (issue 27): Latin, and a traveller's name in Bengali or
// Devanagari, with its conjuncts and vowel signs right.
//
// Fonts: Noto Sans, Noto Sans Bengali and Noto Sans Devanagari (SIL Open Font License), shipped in
// api-server/assets/fonts as the @fontsource packages publish them (one file per script subset;
// README.md there). Nothing is fetched at run time.
//
// pdfkit draws one font per piece of text and has no fallback, so text is cut into runs, each in
// the first font that has its characters (spaces, digits and punctuation stay in the run's font
// when it has them), and each run is measured and drawn on its own (a line mixing scripts keeps
// one baseline).
//
// Shaping: pdfkit shapes with fontkit, whose Bengali shaping goes wrong with Noto Sans Bengali (the
// ra-phala of ন্দ্র in 'রবীন্দ্রনাথ' falls under the next letter, and 'জ্যোতির্ময়' gets a second reph;
// compared glyph by glyph with HarfBuzz's hb-shape). So each font's layout is HarfBuzz's
// (harfbuzzjs, the WebAssembly build shipped in its npm package): the glyphs and positions
// HarfBuzz gives are handed to pdfkit in fontkit's shape, and pdfkit embeds only the glyphs used.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

import * as fontkit from 'fontkit';
import type { HarfBuzz, HbFont } from 'harfbuzzjs';

/** api-server/assets, from src/services/gst or dist/services/gst (config.ts imports the sender,
 * which imports this: no import of config here). */
export const ASSETS_DIR = path.resolve(__dirname, '..', '..', '..', 'assets');
export const FONTS_DIR = path.join(ASSETS_DIR, 'fonts');

export type FontWeight = 'regular' | 'bold';

/** The fonts in the order a character is looked for, each in two weights. */
export const PDF_FONTS = [
  {
    name: 'NotoSans-latin',
    script: 'Latin',
    regular: 'noto-sans-latin-400-normal.woff',
    bold: 'noto-sans-latin-700-normal.woff',
  },
  {
    // The rupee sign and accented Latin letters.
    name: 'NotoSans-latin-ext',
    script: 'Latin',
    regular: 'noto-sans-latin-ext-400-normal.woff',
    bold: 'noto-sans-latin-ext-700-normal.woff',
  },
  {
    name: 'NotoSansBengali',
    script: 'Bengali',
    regular: 'noto-sans-bengali-bengali-400-normal.woff',
    bold: 'noto-sans-bengali-bengali-700-normal.woff',
  },
  {
    name: 'NotoSansDevanagari',
    script: 'Devanagari',
    regular: 'noto-sans-devanagari-devanagari-400-normal.woff',
    bold: 'noto-sans-devanagari-devanagari-700-normal.woff',
  },
] as const;

/** One font file ready for pdfkit: its registered name, and its metrics as fractions of the size. */
export interface PdfFace {
  /** The name registered with each document (doc.registerFont). */
  name: string;
  script: (typeof PDF_FONTS)[number]['script'];
  /** A fontkit font whose layout is HarfBuzz's; pdfkit takes it as a font source. */
  font: fontkit.Font;
  /** Above and below the baseline (the font's Windows metrics, so no mark is cut). */
  ascent: number;
  descent: number;
}

export interface PdfFonts {
  regular: PdfFace[];
  bold: PdfFace[];
}

/**
 * The TrueType data inside a WOFF 1.0 file (W3C WOFF File Format 1.0: a header, a table directory,
 * each table zlib-compressed when that made it smaller). HarfBuzz reads TrueType, not WOFF.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font.');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log += 1;
  }
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log, 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = Buffer.alloc((4 - (table.data.length % 4)) % 4);
    parts.push(table.data, padding);
    offset += table.data.length + padding.length;
  });
  return Buffer.concat(parts);
}

/**
 * The Unicode characters each glyph stands for, for the PDF's text layer (copy, search, text
 * extraction): within a HarfBuzz cluster, a glyph that is a character's own glyph stands for that
 * character; the characters left (joined into a conjunct or a ligature) go to the cluster's first
 * glyph that has none.
 */
function codePointsOfGlyphs(
  font: fontkit.Font,
  text: string,
  shaped: { g: number; cl: number }[],
): number[][] {
  const result = shaped.map((): number[] => []);
  const starts = [...new Set(shaped.map((glyph) => glyph.cl))].sort((a, b) => a - b);
  for (const [n, start] of starts.entries()) {
    const members = shaped.flatMap((glyph, i) => (glyph.cl === start ? [i] : []));
    const left: number[] = [];
    for (const character of text.slice(start, starts[n + 1] ?? text.length)) {
      const codePoint = character.codePointAt(0) ?? 0;
      const own = font.glyphForCodePoint(codePoint).id;
      const i = members.find((m) => shaped[m]?.g === own && result[m]?.length === 0);
      if (i === undefined) left.push(codePoint);
      else result[i] = [codePoint];
    }
    const first = members.find((m) => result[m]?.length === 0) ?? members[0];
    if (first !== undefined && left.length > 0) result[first] = [...(result[first] ?? []), ...left];
  }
  return result;
}

function harfBuzzLayout(hb: HarfBuzz, hbFont: HbFont, font: fontkit.Font) {
  return (text: string) => {
    const buffer = hb.createBuffer();
    try {
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(hbFont, buffer);
      const shaped = buffer.json();
      const codePoints = codePointsOfGlyphs(font, text, shaped);
      const positions = shaped.map((glyph) => ({
        xAdvance: glyph.ax,
        yAdvance: glyph.ay,
        xOffset: glyph.dx,
        yOffset: glyph.dy,
      }));
      return {
        glyphs: shaped.map((glyph, i) => font.getGlyph(glyph.g, codePoints[i])),
        positions,
        // pdfkit scales the positions in place and then reads the run's width, as fontkit's getter.
        get advanceWidth() {
          return positions.reduce((sum, position) => sum + position.xAdvance, 0);
        },
      } as unknown as fontkit.GlyphRun;
    } finally {
      buffer.destroy();
    }
  };
}

async function loadFace(
  hb: HarfBuzz,
  name: string,
  script: PdfFace['script'],
  file: string,
): Promise<PdfFace> {
  const sfnt = sfntOfWoff(readFileSync(path.join(FONTS_DIR, file)));
  const font = fontkit.create(sfnt) as fontkit.Font;
  const hbFont = hb.createFont(hb.createFace(hb.createBlob(sfnt), 0));
  font.layout = harfBuzzLayout(hb, hbFont, font);
  const os2 = (font as unknown as { 'OS/2': { winAscent: number; winDescent: number } })['OS/2'];
  return {
    name,
    script,
    font,
    ascent: os2.winAscent / font.unitsPerEm,
    descent: os2.winDescent / font.unitsPerEm,
  };
}

let loading: Promise<PdfFonts> | undefined;

/** The fonts, read and prepared once per process (the first PDF waits for them). */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= (async () => {
    // Required here, not imported: requiring it compiles HarfBuzz's WebAssembly, which only the
    // first PDF needs (not every start of the API or test).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const hb = await (require('harfbuzzjs') as Promise<HarfBuzz>);
    const faces = await Promise.all(
      PDF_FONTS.map(async (entry) => {
        const regular = await loadFace(hb, `${entry.name}-regular`, entry.script, entry.regular);
        const bold = await loadFace(hb, `${entry.name}-bold`, entry.script, entry.bold);
        return { regular, bold };
      }),
    );
    return { regular: faces.map((f) => f.regular), bold: faces.map((f) => f.bold) };
  })();
  return loading;
}

/** Spaces, digits, punctuation, joiners and marks shared by scripts: they stay in the run's font. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

export interface TextRun {
  face: PdfFace;
  text: string;
}

/** Text cut into runs, each in the first font that has its characters. */
export function fontRuns(faces: readonly PdfFace[], text: string): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const face =
      current && SHARED.test(character) && current.face.font.hasGlyphForCodePoint(codePoint)
        ? current.face
        : (faces.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? current?.face ?? faces[0]);
    if (!face) throw new Error('No font for the PDF.');
    if (current?.face === face) current.text += character;
    else runs.push((current = { face, text: character }));
  }
  return runs;
}

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

export interface WriteOptions extends TextStyle {
  /** Wrap at this width (points); without it the text is one line. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** A pdfkit document's text in the shipped fonts: measured, wrapped and drawn run by run. */
export function pdfTextWriter(doc: PDFKit.PDFDocument, fonts: PdfFonts) {
  for (const face of new Set([...fonts.regular, ...fonts.bold])) {
    // pdfkit 0.20 takes a fontkit font (an object with layout) as a font source.
    doc.registerFont(face.name, face.font as unknown as Buffer);
  }
  const facesOf = (style: TextStyle) => fonts[style.weight ?? 'regular'];

  function runWidth(run: TextRun, size: number): number {
    return doc.font(run.face.name).fontSize(size).widthOfString(run.text);
  }

  function measure(text: string, style: TextStyle): number {
    return fontRuns(facesOf(style), text).reduce((sum, run) => sum + runWidth(run, style.size), 0);
  }

  /** The lines text takes at a width: broken at spaces, a word too long for a line at graphemes. */
  function wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/(?<= )/)) {
        if (measure(line + word.trimEnd(), style) <= width) {
          line += word;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = '';
        const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
        for (const { segment } of segmenter.segment(word)) {
          if (line && measure(line + segment.trimEnd(), style) > width) {
            lines.push(line.trimEnd());
            line = '';
          }
          line += segment;
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** A line's height and the baseline's distance from its top, from the fonts it uses. */
  function lineMetrics(runs: TextRun[], size: number) {
    const ascent = Math.max(...runs.map((run) => run.face.ascent), fonts.regular[0]?.ascent ?? 1);
    const descent = Math.max(...runs.map((run) => run.face.descent), 0);
    return {
      baseline: size * ascent * 0.95,
      height: Math.max(size * 1.35, size * (ascent + descent) * 0.9),
    };
  }

  /** Draws text with its top at y; answers the height it took. */
  function write(text: string, x: number, y: number, options: WriteOptions): number {
    const { size, color = '#222222', width, align = 'left' } = options;
    const lines = width === undefined ? [text] : wrap(text, options, width);
    let top = y;
    for (const line of lines) {
      const runs = fontRuns(facesOf(options), line);
      const widths = runs.map((run) => runWidth(run, size));
      const lineWidth = widths.reduce((sum, w) => sum + w, 0);
      const { baseline, height } = lineMetrics(runs, size);
      let left = x;
      if (width !== undefined && align === 'right') left = x + width - lineWidth;
      if (width !== undefined && align === 'center') left = x + (width - lineWidth) / 2;
      runs.forEach((run, i) => {
        // Indic glyphs stand in visual order (a vowel sign before its consonant): the run's text
        // as written goes beside them (ActualText), for copying, searching and screen readers.
        const reordered = run.face.script !== 'Latin';
        if (reordered) doc.markContent('Span', { actual: run.text });
        doc
          .font(run.face.name)
          .fontSize(size)
          .fillColor(color)
          .text(run.text, left, top + baseline, { lineBreak: false, baseline: 'alphabetic' });
        if (reordered) doc.endMarkedContent();
        left += widths[i] ?? 0;
      });
      top += height;
    }
    return top - y;
  }

  /** The height write would take. */
  function height(text: string, options: WriteOptions): number {
    const lines = options.width === undefined ? [text] : wrap(text, options, options.width);
    return lines.reduce(
      (sum, line) => sum + lineMetrics(fontRuns(facesOf(options), line), options.size).height,
      0,
    );
  }

  return { measure, wrap, write, height };
}

export type PdfTextWriter = ReturnType<typeof pdfTextWriter>;
