import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Download, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { GATEWAY_URL } from './ports';

/** A sheet as rows of cell texts (the first row is the header). */
export type SheetRows = string[][];

/** The first sheet of an xlsx as rows of texts. */
export function readSheet(data: Buffer): SheetRows {
  const workbook = XLSX.read(data, { type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' });
  return rows.map((row) => row.map((cell) => String(cell ?? '')));
}

/** Rows of texts as a one-sheet xlsx (every cell a text, so phones keep their leading 0). */
export function writeSheet(rows: SheetRows): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Orders');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The bytes of a download the page started. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

/** The column of a header (the template marks required ones with `*`). */
export function columnIndex(header: string[], name: string): number {
  const at = header.findIndex((cell) => cell.replace(/^\*/, '').trim() === name);
  expect(at, `column ${name} in ${header.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return at;
}

/**
 * `count` order rows copied from the template's example row, each with its own customer order no
 * and receiver phone; the rows at `badRows` get `badValue` in `badColumn`.
 */
export function orderRows(
  header: string[],
  example: string[],
  opts: { count: number; prefix: string; badRows: Set<number>; badColumn: string; badValue: string },
): SheetRows {
  const orderNo = columnIndex(header, 'Customer order no');
  const phone = columnIndex(header, 'Receiver phone');
  const bad = columnIndex(header, opts.badColumn);
  const codAmount = columnIndex(header, 'COD amount');
  return Array.from({ length: opts.count }, (_, index) => {
    const row = header.map((_, column) => example[column] ?? '');
    row[orderNo] = `${opts.prefix}-${String(index + 1).padStart(4, '0')}`;
    row[phone] = `0813${String(10000000 + index)}`;
    row[codAmount] = '';
    if (opts.badRows.has(index)) row[bad] = opts.badValue;
    return row;
  });
}

/** The session token the portal keeps in localStorage. */
export async function portalToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  expect(token).not.toBe('');
  return token;
}

/** A customer-api call with the page's session, answering the envelope's data. */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const headers = { authToken: await portalToken(page), language: 'EN' };
  const response =
    method === 'GET'
      ? await page.request.get(`${GATEWAY_URL}${path}`, { headers })
      : await page.request.post(`${GATEWAY_URL}${path}`, { headers, data: body ?? {} });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(1);
  return envelope.data;
}

/** The text of a PDF (Debian's pdftotext, which the label tests use too). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = join(dir, 'labels.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A valid monthly, uninsured order of the demo shipper (Jakarta to Sukajadi, Kota Bandung), as
 * `/order/create` takes it.
 */
export function demoOrder(customerOrderNo: string) {
  return {
    customerOrderNo,
    sender: {
      name: 'PT Nusantara Niaga',
      phone: '081210002026',
      districtCode: '31.73.05',
      address: 'Jl. Panjang No. 12',
    },
    receiver: {
      name: 'Dewi Lestari',
      phone: '081298765432',
      province: 'Jawa Barat',
      city: 'Kota Bandung',
      district: 'Sukajadi',
      address: 'Jl. Setiabudi No. 9',
    },
    goodsType: 'CLOTHING',
    goodsName: 'Kemeja batik',
    weightKg: 1,
    productType: 'EZ',
    paymentMethod: 'MONTHLY',
  };
}
