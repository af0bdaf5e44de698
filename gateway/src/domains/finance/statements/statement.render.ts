import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { InvoiceSeller } from '../../../config';
import { inLang, type BaseRecord, type Lang } from '../../../i18n/language';
import { parsedLabelFonts } from '../../../lib/pdf/font';
import type { toStatementLine, toStatementRecord } from './statement.repo';

type Header = ReturnType<typeof toStatementRecord>;
type Line = ReturnType<typeof toStatementLine>;

const TEXTS: BaseRecord<Record<string, string>> = {
  en: {
    title: 'Invoice (monthly settlement statement)',
    seller: 'Seller',
    buyer: 'Bill to',
    npwp: 'NPWP',
    npwpNone: 'not registered',
    no: 'Invoice no.',
    period: 'Period',
    issued: 'Issue date',
    due: 'Due date',
    faktur: 'e-Faktur no.',
    waybill: 'Waybill',
    date: 'Date',
    dest: 'Destination',
    freight: 'Freight',
    insurance: 'Insurance',
    codFee: 'COD fee',
    discount: 'Discount',
    returnFee: 'Return fee',
    settled: 'Settled in COD',
    total: 'Total',
    lines: 'Sum of the lines',
    lessSettled: 'Less: settled in COD batches',
    taxBase: 'Tax base (DPP)',
    ppn: 'PPN',
    pph23: 'PPh 23 withheld',
    credit: 'Credit notes',
    receivables: 'COD batch shortfalls',
    due2: 'Amount due',
    payTo: 'Please pay by {due} to {bank}, account {account} in the name of {holder}, quoting {no}.',
    amountsIn: 'Amounts in rupiah (Rp).',
  },
  id: {
    title: 'Faktur tagihan (tagihan bulanan)',
    seller: 'Penjual',
    buyer: 'Ditagihkan kepada',
    npwp: 'NPWP',
    npwpNone: 'tidak terdaftar',
    no: 'No. tagihan',
    period: 'Periode',
    issued: 'Tanggal terbit',
    due: 'Jatuh tempo',
    faktur: 'No. e-Faktur',
    waybill: 'Resi',
    date: 'Tanggal',
    dest: 'Tujuan',
    freight: 'Ongkir',
    insurance: 'Asuransi',
    codFee: 'Biaya COD',
    discount: 'Diskon',
    returnFee: 'Biaya retur',
    settled: 'Lunas via COD',
    total: 'Total',
    lines: 'Jumlah baris',
    lessSettled: 'Dikurangi: lunas di batch COD',
    taxBase: 'Dasar pengenaan pajak (DPP)',
    ppn: 'PPN',
    pph23: 'PPh 23 dipotong',
    credit: 'Nota kredit',
    receivables: 'Kekurangan batch COD',
    due2: 'Jumlah tagihan',
    payTo: 'Mohon bayar paling lambat {due} ke {bank}, rekening {account} a.n. {holder}, berita {no}.',
    amountsIn: 'Jumlah dalam rupiah (Rp).',
  },
  zh: {
    title: '发票（月结对账单）',
    seller: '销售方',
    buyer: '购买方',
    npwp: '税号',
    npwpNone: '未登记',
    no: '发票号',
    period: '账期',
    issued: '出账日',
    due: '到期日',
    faktur: '电子发票号',
    waybill: '运单号',
    date: '日期',
    dest: '目的地',
    freight: '运费',
    insurance: '保价费',
    codFee: '代收手续费',
    discount: '优惠',
    returnFee: '退件费',
    settled: 'COD 已结',
    total: '金额',
    lines: '明细合计',
    lessSettled: '减：已在 COD 批次结算',
    taxBase: '计税基数 (DPP)',
    ppn: '增值税 PPN',
    pph23: '代扣所得税 PPh 23',
    credit: '贷项通知',
    receivables: 'COD 批次差额',
    due2: '应付金额',
    payTo: '请于 {due} 前付款至 {bank}，账号 {account}，户名 {holder}，备注 {no}。',
    amountsIn: '金额单位：印尼盾 (Rp)。',
  },
};

const rupiah = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;
const amount = (value: number) => value.toLocaleString('id-ID');
const rate = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** NPWP as printed: 16 digits in groups (0000 0000 0000 0000); other lengths as they are. */
const npwpText = (npwp: string) => (/^\d{16}$/.test(npwp) ? npwp.replace(/(\d{4})(?=\d)/g, '$1 ') : npwp);

const LEFT = 40;
const RIGHT = 555;
const BOTTOM = 800;

/** Columns of the line table: x and width; amounts right-aligned. */
const COLUMNS = [
  { width: 70 },
  { width: 46 },
  { width: 97 },
  { width: 44, amount: true },
  { width: 38, amount: true },
  { width: 38, amount: true },
  { width: 38, amount: true },
  { width: 40, amount: true },
  { width: 46, amount: true },
  { width: 58, amount: true },
].map((column, i, all) => ({
  ...column,
  x: LEFT + all.slice(0, i).reduce((sum, c) => sum + c.width, 0),
}));

/**
 * The statement as an Indonesian invoice (A4): the seller (the courier, from configuration) with
 * its NPWP, the buyer with the NPWP of its approved customer data, the statement number as the
 * invoice number, the e-Faktur number only once one is issued; one row per line with its charges
 * (rows wrap; a row never splits across pages), the tax lines, the amount due, and where and by when
 * to pay. pdfkit with the label fonts (lib/pdf/font.ts), which cover Latin and Chinese. Written to
 * `out` as the batches come; resolves once `out` has finished (statement-pdf-thread.worker.ts).
 */
export async function writeStatementPdf(
  header: Header,
  batches: AsyncIterable<readonly Line[]>,
  lang: Lang,
  seller: InvoiceSeller,
  out: Writable,
): Promise<void> {
  const text = inLang(TEXTS, lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${text.title} ${header.statementNo}` },
  });
  const fonts = parsedLabelFonts();
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const done = finished(doc.pipe(out));

  const half = (RIGHT - LEFT) / 2 - 10;
  doc
    .font('bold')
    .fontSize(15)
    .text(text.title, LEFT, 40, { width: RIGHT - LEFT });
  doc.moveDown(0.6);
  const top = doc.y;
  doc.font('bold').fontSize(9).text(text.seller, LEFT, top, { width: half });
  doc.font('regular').fontSize(8.5);
  doc.text(seller.name, { width: half });
  doc.text(seller.address, { width: half });
  doc.text(`${text.npwp}: ${npwpText(seller.npwp)}`, { width: half });
  const sellerBottom = doc.y;
  const right = LEFT + half + 20;
  doc.font('bold').fontSize(9).text(text.buyer, right, top, { width: half });
  doc.font('regular').fontSize(8.5);
  doc.text(header.legalName, right, doc.y, { width: half });
  doc.text(`${text.npwp}: ${header.npwp ? npwpText(header.npwp) : text.npwpNone}`, right, doc.y, {
    width: half,
  });
  const facts: [string, string][] = [
    [text.no, header.statementNo],
    [text.period, header.period],
    [text.issued, header.issueDay],
    [text.due, header.dueDay],
  ];
  if (header.eFakturNo) facts.push([text.faktur, header.eFakturNo]);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, right, doc.y, { width: half });
  doc.y = Math.max(doc.y, sellerBottom) + 12;

  /** One row: every cell wraps in its column; the row is as tall as its tallest cell. */
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(7);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i].width - 4 }))) + 3;
    if (doc.y + height > BOTTOM) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, i) =>
      doc.text(cell, COLUMNS[i].x, y, {
        width: COLUMNS[i].width - 4,
        align: COLUMNS[i].amount ? 'right' : 'left',
      }),
    );
    doc.x = LEFT;
    doc.y = y + height;
  };
  const titles = [
    text.waybill,
    text.date,
    text.dest,
    text.freight,
    text.insurance,
    text.codFee,
    text.discount,
    text.returnFee,
    text.settled,
    text.total,
  ];
  row(titles, true);
  for await (const lines of batches)
    for (const line of lines) {
      if (doc.y > BOTTOM - 40) {
        doc.addPage();
        row(titles, true);
      }
      row([
        line.billCode,
        line.day,
        `${line.destCity}, ${line.destProvince}`,
        amount(line.freight),
        amount(line.insurance),
        amount(line.codFee),
        line.discount ? `-${amount(line.discount)}` : '0',
        amount(line.returnFee),
        line.settledAmount ? `-${amount(line.settledAmount)}` : '0',
        amount(line.lineTotal - (line.settledAmount ?? 0)),
      ]);
    }
  doc
    .font('regular')
    .fontSize(7)
    .text(text.amountsIn, LEFT, doc.y + 2);
  doc.moveDown(0.5);
  const totals: [string, string][] = [
    [text.lines, rupiah(header.taxBase + header.settledAmount)],
    [text.lessSettled, `- ${rupiah(header.settledAmount)}`],
    [text.taxBase, rupiah(header.taxBase)],
    [`${text.ppn} ${rate(header.ppnRateBp)}`, rupiah(header.ppn)],
    [`${text.pph23} ${rate(header.pph23RateBp)}`, `- ${rupiah(header.pph23)}`],
    [text.credit, `- ${rupiah(header.creditNotes)}`],
    [text.receivables, rupiah(header.receivables)],
    [text.due2, rupiah(header.amountDue)],
  ];
  for (const [label, value] of totals) {
    if (doc.y > BOTTOM - 14) doc.addPage();
    const y = doc.y;
    doc.font(label === text.due2 ? 'bold' : 'regular').fontSize(8.5);
    doc.text(label, 300, y, { width: 160 });
    doc.text(value, 460, y, { width: RIGHT - 460, align: 'right' });
    doc.x = LEFT;
    doc.y = Math.max(doc.y, y + 12);
  }
  doc.moveDown();
  if (doc.y > BOTTOM - 30) doc.addPage();
  doc
    .font('regular')
    .fontSize(8.5)
    .text(
      fill(text.payTo, {
        due: header.dueDay,
        bank: seller.bankName,
        account: seller.bankAccount,
        holder: seller.bankHolder,
        no: header.statementNo,
      }),
      LEFT,
      doc.y,
      { width: RIGHT - LEFT },
    );
  doc.end();
  await done;
}
