import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PDF's text as poppler's pdftotext reads it (layout kept), and its pages rendered by pdftoppm (50 dpi). */
export function readPdf(pdf: Buffer): { text: string; pages: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    fs.writeFileSync(file, pdf);
    return readPdfFile(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** readPdf of a file on disk; with `pagesDir` the first page is rendered there (else no page image). */
export function readPdfFile(file: string, pagesDir?: string): { text: string; pages: string[] } {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (!pagesDir) return { text, pages: [] };
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, path.join(pagesDir, 'page')]);
  return { text, pages: fs.readdirSync(pagesDir).filter((name) => name.endsWith('.png')) };
}
