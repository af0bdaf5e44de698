import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Output as text; stderr captured (zbarimg prints D-Bus noise there). */
const QUIET: ExecFileSyncOptionsWithStringEncoding = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] };

/**
 * Reads a PDF the way a person checks a label: its text (pdftotext), page sizes (pdfinfo) and the
 * barcodes on a page rendered at 300 dpi (pdftoppm + zbarimg). Needs Debian's poppler-utils and
 * zbar-tools. For tests.
 */
export class PdfProbe {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'label-probe-'));
  private readonly file = path.join(this.dir, 'labels.pdf');

  constructor(pdf: Buffer) {
    fs.writeFileSync(this.file, pdf);
  }

  /** The text of one page, or of all. */
  text(page?: number): string {
    const range = page ? ['-f', String(page), '-l', String(page)] : [];
    return execFileSync('pdftotext', [...range, '-enc', 'UTF-8', this.file, '-'], QUIET);
  }

  /** Width and height of each page in points. */
  pageSizes(): { width: number; height: number }[] {
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', '9999', this.file], QUIET);
    return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
      width: Number(match[1]),
      height: Number(match[2]),
    }));
  }

  /** The symbols zbarimg finds on one page, as `CODE-128:…` / `QR-Code:…`, sorted. */
  barcodes(page = 1): string[] {
    const prefix = path.join(this.dir, `page-${page}`);
    execFileSync(
      'pdftoppm',
      ['-r', '300', '-png', '-f', String(page), '-l', String(page), '-singlefile', this.file, prefix],
      QUIET,
    );
    let output: string;
    try {
      output = execFileSync('zbarimg', ['-q', `${prefix}.png`], QUIET);
    } catch (error) {
      // zbarimg exits 4 when it finds no symbol
      output = (error as { stdout?: string }).stdout ?? '';
    }
    return output
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .sort();
  }

  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Decodes a PNG image's symbols with zbarimg. */
export function decodePng(png: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'label-png-'));
  try {
    const file = path.join(dir, 'code.png');
    fs.writeFileSync(file, png);
    return execFileSync('zbarimg', ['-q', file], QUIET).split('\n').filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
