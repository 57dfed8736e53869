import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The text of a PDF, read by pdf-parse (Mozilla's pdf.js) in a plain Node process: pdf.js loads its
 * worker with a dynamic import, which Jest's module sandbox refuses. Whitespace is folded to spaces.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      process.stdout.write((await parser.getText()).text);
      await parser.destroy();
    });`;
  const run = promisify(execFile)(process.execPath, ['-e', script], {
    cwd: __dirname,
    maxBuffer: 64 * 1024 * 1024,
  });
  run.child.stdin?.end(bytes);
  const { stdout } = await run;
  return stdout.replace(/\s+/g, ' ');
}
