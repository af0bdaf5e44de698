import PDFDocument from 'pdfkit';
import type { Lang } from '../../i18n/language';
import { parsedLabelFonts } from '../../lib/pdf/font';
import type { toStatementLine, toStatementRecord } from './statement.repo';

type Header = ReturnType<typeof toStatementRecord>;
type Line = ReturnType<typeof toStatementLine>;

const TEXTS: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Monthly settlement statement',
    no: 'Statement no.',
    customer: 'Customer',
    npwp: 'NPWP',
    period: 'Period',
    issued: 'Issue date',
    due: 'Due date',
    faktur: 'e-Faktur no.',
    waybill: 'Waybill',
    date: 'Date',
    dest: 'Destination',
    kg: 'Kg',
    total: 'Total',
    taxBase: 'Tax base (DPP)',
    ppn: 'PPN',
    pph23: 'PPh 23 withheld',
    credit: 'Credit notes',
    due2: 'Amount due',
  },
  id: {
    title: 'Tagihan bulanan',
    no: 'No. tagihan',
    customer: 'Pelanggan',
    npwp: 'NPWP',
    period: 'Periode',
    issued: 'Tanggal terbit',
    due: 'Jatuh tempo',
    faktur: 'No. e-Faktur',
    waybill: 'Resi',
    date: 'Tanggal',
    dest: 'Tujuan',
    kg: 'Kg',
    total: 'Total',
    taxBase: 'Dasar pengenaan pajak (DPP)',
    ppn: 'PPN',
    pph23: 'PPh 23 dipotong',
    credit: 'Nota kredit',
    due2: 'Jumlah tagihan',
  },
  zh: {
    title: '月结对账单',
    no: '账单号',
    customer: '客户',
    npwp: '税号',
    period: '账期',
    issued: '出账日',
    due: '到期日',
    faktur: '电子发票号',
    waybill: '运单号',
    date: '日期',
    dest: '目的地',
    kg: '计费重',
    total: '金额',
    taxBase: '计税基数 (DPP)',
    ppn: '增值税 PPN',
    pph23: '代扣所得税 PPh 23',
    credit: '贷项通知',
    due2: '应付金额',
  },
};

const rupiah = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;
const rate = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * The statement as a PDF invoice (A4): the header, one row per line, then the tax lines and the
 * amount due. pdfkit with the label fonts (lib/pdf/font.ts), which cover Latin and Chinese.
 */
export async function renderStatementPdf(
  header: Header,
  batches: AsyncIterable<Line[]>,
  lang: Lang,
): Promise<Buffer> {
  const text = TEXTS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${text.title} ${header.statementNo}` },
  });
  const fonts = parsedLabelFonts();
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(16).text(text.title);
  doc.moveDown(0.5).font('regular').fontSize(9);
  for (const [label, value] of [
    [text.no, header.statementNo],
    [text.customer, header.legalName],
    [text.npwp, header.npwp ?? '—'],
    [text.period, header.period],
    [text.issued, header.issueDay],
    [text.due, header.dueDay],
    [text.faktur, header.eFakturNo],
  ])
    doc.text(`${label}: ${value}`);
  doc.moveDown();
  const columns = [40, 140, 200, 360, 410];
  const row = (cells: string[], bold = false) => {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(8);
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i], y, { width: (columns[i + 1] ?? 555) - columns[i] - 4, lineBreak: false }),
    );
    doc.x = 40;
    doc.y = y + 12;
  };
  row([text.waybill, text.date, text.dest, text.kg, text.total], true);
  for await (const lines of batches)
    for (const line of lines)
      row([
        line.billCode,
        line.day,
        `${line.destCity}, ${line.destProvince}`,
        String(line.chargeableKg),
        rupiah(line.lineTotal),
      ]);
  doc.moveDown();
  for (const [label, value] of [
    [text.taxBase, rupiah(header.taxBase)],
    [`${text.ppn} ${rate(header.ppnRateBp)}`, rupiah(header.ppn)],
    [`${text.pph23} ${rate(header.pph23RateBp)}`, `- ${rupiah(header.pph23)}`],
    [text.credit, `- ${rupiah(header.creditNotes)}`],
    [text.due2, rupiah(header.amountDue)],
  ])
    row(['', '', label, '', value], label === text.due2);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
