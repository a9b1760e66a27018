// A PDF's text and page count, read with pdf-parse (PDF.js) in a plain Node process: PDF.js starts
// its worker with a dynamic import(), which Jest's module sandbox refuses.
import { execFile } from 'node:child_process';

const READER = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const result = await parser.getText();
  await parser.destroy();
  process.stdout.write(JSON.stringify({ pages: result.total, text: result.text }));
});
`;

export function readPdf(pdf: Buffer): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READER, require.resolve('pdf-parse')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-parse failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { pages: number; text: string });
      },
    );
    child.stdin?.end(pdf);
  });
}
