// Renders the sample tax documents (gst-views.ts) to PDF files, to look at them:
//   npx tsx api-server/src/testing/render-gst-samples.ts /tmp/gst-pdf
//   pdftoppm -png -r 80 /tmp/gst-pdf/receipt-bengali.pdf /tmp/gst-pdf/receipt-bengali
// (docs/gst.md, "The PDF").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { renderGstPdf } from '../services/gst/pdf';
import { SAMPLE_VIEWS } from './gst-views';

async function main() {
  const directory = path.resolve(process.argv[2] ?? 'gst-pdf-samples');
  mkdirSync(directory, { recursive: true });
  for (const [name, view] of Object.entries(SAMPLE_VIEWS)) {
    const file = path.join(directory, `${name}.pdf`);
    const pdf = await renderGstPdf(view);
    writeFileSync(file, pdf);
    console.log(`${file} (${Math.round(pdf.length / 1024)} KB)`);
  }
}

void main();
