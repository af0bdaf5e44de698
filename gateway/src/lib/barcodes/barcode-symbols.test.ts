import PDFDocument from 'pdfkit';
import { code128Path, encodeWaybill, qrPath } from './barcodes';
import { encodeCode128 } from './code128';
import { PdfProbe } from '../pdf/pdf-probe';
import { encodeQr } from './qr-code';

/** One page per text, the symbol drawn large in the middle, as a PDF. */
async function pdfOfSymbols(texts: readonly string[], kind: 'qr' | 'code128'): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  for (const text of texts) {
    doc.addPage({ size: [400, 400], margin: 0 });
    const { code128, qr } = encodeWaybill(text);
    doc.addContent(
      kind === 'qr'
        ? qrPath(qr, { x: 50, y: 50, size: 300 })
        : code128Path(code128, { x: 10, y: 100, width: 380, height: 120 }),
    );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('waybill symbols', () => {
  it('encodes QR codes that decode to their text, from version 1 to 6 and in byte mode', async () => {
    const texts = [
      'JP20260000017',
      'BX00000005000',
      'A'.repeat(20), // the most alphanumeric characters version 1 holds
      'A'.repeat(21),
      'jp-2026/abc lower case',
      'Jl. Melati No. 5, Kebon Jeruk, Jakarta Barat 11530 - nomor pesanan 0001',
      'x'.repeat(106), // the most bytes version 6 holds at level M
    ];
    expect(texts.map((text) => encodeQr(text)?.size)).toEqual([21, 21, 21, 25, 25, 37, 41]);
    const pdf = new PdfProbe(await pdfOfSymbols(texts, 'qr'));
    try {
      texts.forEach((text, i) => expect(pdf.barcodes(i + 1)).toEqual([`QR-Code:${text}`]));
    } finally {
      pdf.dispose();
    }
  });

  it('leaves text too long for version 6 to bwip-js, which still encodes it', async () => {
    const text = 'y'.repeat(107);
    expect(encodeQr(text)).toBeUndefined();
    const pdf = new PdfProbe(await pdfOfSymbols([text], 'qr'));
    try {
      expect(pdf.barcodes(1)).toEqual([`QR-Code:${text}`]);
    } finally {
      pdf.dispose();
    }
  });

  it('encodes Code 128 in code sets B and C that decodes to its text', async () => {
    const texts = ['JP20260000017', '1234567890', '12345', 'AB12C', 'abc-DEF 99', '7', 'X1234567Y'];
    const pdf = new PdfProbe(await pdfOfSymbols(texts, 'code128'));
    try {
      texts.forEach((text, i) => expect(pdf.barcodes(i + 1)).toEqual([`CODE-128:${text}`]));
    } finally {
      pdf.dispose();
    }
    // digits two to a symbol: start B, J, P, 2, code C, five pairs, check (11 modules each), stop (13);
    // all in code set B it would be 15 symbols and the stop
    expect(encodeCode128('JP20260000017')?.modules).toBe(11 * 11 + 13);
    expect(encodeCode128('收件人')).toBeUndefined();
  });
});
