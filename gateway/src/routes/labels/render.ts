import PDFDocument from 'pdfkit';
import type { Lang } from '../../i18n/language';
import type { BarcodeWorker } from './barcode-worker';
import { BarcodeCache, drawCode128, drawQr } from './barcodes';
import { parsedLabelFonts } from './font';
import { formatRupiah, formatWeight, maskPhone, sortCode } from './format';
import { COURIER_NAME, LABEL_TEXTS, type LabelTexts } from './label-texts';
import { LABEL_STYLES, PT_PER_MM, REFERENCE_LABEL_MM, type LabelSlot, type LabelStyleName } from './styles';

export interface LabelAddress {
  name: string;
  phone: string;
  address: string;
  district: string;
  city: string;
  province: string;
  postalCode: string | null;
}

/** What one label shows: an order as printed. */
export interface LabelData {
  billCode: string;
  productType: string;
  customerOrderNo: string;
  orderDate: string;
  sender: LabelAddress;
  receiver: LabelAddress;
  goodsName: string;
  pieces: number;
  weightKg: number;
  codAmount: number;
  remark: string | null;
  fees: { freight: number; insurance: number; codFee: number; total: number };
}

export interface LabelRenderOptions {
  style: LabelStyleName;
  lang: Lang;
  /** Print the COD amount box (when the order has a COD amount). */
  printCod: boolean;
  /** Print the fee breakdown with its discount line. */
  discountPrint: boolean;
}

/** Labels drawn between two yields to the event loop, so a large batch streams while it renders. */
const LABELS_PER_TICK = 25;
/** Waybills per barcode job sent to the worker. */
const BARCODE_CHUNK = 50;
/** White space kept around a label inside an A4 cell, in mm. */
const A4_CELL_PADDING_MM = 3;

const mm = (value: number) => value * PT_PER_MM;
const LABEL_WIDTH = mm(REFERENCE_LABEL_MM.width);
const LABEL_HEIGHT = mm(REFERENCE_LABEL_MM.height);
/** Left edge and width of text inside the label's frame. */
const LEFT = mm(4.5);
const INNER_WIDTH = mm(91);

type Face = 'regular' | 'bold';

/** Draws labels on a document: text helpers over pdfkit for the reference 100 x 150 mm card. */
class LabelPainter {
  private readonly texts: LabelTexts;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly options: LabelRenderOptions,
    private readonly barcodes: BarcodeCache,
  ) {
    this.texts = LABEL_TEXTS[options.lang];
  }

  /**
   * One line, shrunk down to `minSize` to fit `width`, then cut with an ellipsis. Placed by hand
   * (no `width` option): pdfkit's line wrapper is the costliest part of a label otherwise.
   */
  private line(
    text: string,
    x: number,
    y: number,
    width: number,
    opts: {
      size: number;
      face?: Face;
      align?: 'left' | 'center' | 'right';
      minSize?: number;
      spacing?: number;
    },
  ): void {
    const { doc } = this;
    doc.font(opts.face ?? 'regular');
    const spacing = opts.spacing ?? 0;
    const measure = (value: string, size: number) =>
      doc.fontSize(size).widthOfString(value) + spacing * Math.max(0, value.length - 1);
    let size = opts.size;
    let shown = text;
    let shownWidth = measure(text, size);
    if (shownWidth > width) {
      size = Math.max(opts.minSize ?? size, (size * width) / shownWidth);
      shownWidth = measure(shown, size);
      while (shown.length > 1 && shownWidth > width) {
        shown = `${shown.slice(0, -2)}…`;
        shownWidth = measure(shown, size);
      }
    }
    const slack = width - shownWidth;
    const left = opts.align === 'center' ? x + slack / 2 : opts.align === 'right' ? x + slack : x;
    doc.fontSize(size).text(shown, left, y, { lineBreak: false, characterSpacing: spacing });
  }

  /** Wrapped text cut to `height` with an ellipsis; never spills to another page. */
  private block(
    text: string,
    x: number,
    y: number,
    width: number,
    height: number,
    size: number,
    face: Face = 'regular',
  ) {
    this.doc.font(face).fontSize(size).text(text, x, y, { width, height, ellipsis: true, lineGap: -0.5 });
  }

  private rule(y: number, x1 = mm(2.5), x2 = mm(97.5)): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).stroke();
  }

  /** Draws one label with its top-left corner at the current origin. */
  draw(label: LabelData): void {
    const { doc, texts } = this;
    doc.lineWidth(0.8).rect(mm(2.5), mm(2.5), mm(95), mm(145)).stroke();

    // Header: courier and product type
    this.line(COURIER_NAME, LEFT, mm(5), mm(62), { size: 14, face: 'bold' });
    doc.rect(mm(71.5), mm(3.5), mm(25), mm(9)).fill('black');
    doc.fillColor('white');
    this.line(label.productType, mm(71.5), mm(5.3), mm(25), {
      size: 15,
      face: 'bold',
      align: 'center',
      minSize: 8,
    });
    doc.fillColor('black');
    this.rule(mm(13.5));

    // Destination sort code
    const destination = sortCode(label.receiver.province, label.receiver.city);
    this.line(destination, LEFT, mm(14.6), INNER_WIDTH, {
      size: 24,
      face: 'bold',
      align: 'center',
      minSize: 12,
    });
    this.rule(mm(24));

    // Waybill: Code 128 and the number in large text
    const symbols = this.barcodes.get(label.billCode);
    drawCode128(doc, symbols.code128, { x: mm(5), y: mm(25.5), width: mm(90), height: mm(14) });
    this.line(label.billCode, LEFT, mm(40.3), INNER_WIDTH, {
      size: 16,
      face: 'bold',
      align: 'center',
      minSize: 10,
      spacing: 1.5,
    });
    this.rule(mm(47));

    this.drawReceiver(label);
    this.rule(mm(77));
    this.drawSender(label);
    this.rule(mm(96));

    // Goods, order and QR code
    doc.moveTo(mm(71.5), mm(96)).lineTo(mm(71.5), mm(122)).lineWidth(0.6).stroke();
    drawQr(doc, symbols.qr, { x: mm(72.5), y: mm(97), size: mm(24) });
    this.line(`${texts.goods}: ${label.goodsName}`, LEFT, mm(98.5), mm(66), { size: 8.5, minSize: 5.5 });
    this.line(
      `${texts.pieces}: ${label.pieces}    ${texts.weight}: ${formatWeight(label.weightKg)}`,
      LEFT,
      mm(105),
      mm(66),
      {
        size: 9,
        face: 'bold',
        minSize: 6,
      },
    );
    this.line(`${texts.orderNo}: ${label.customerOrderNo}`, LEFT, mm(110.5), mm(66), { size: 8, minSize: 5 });
    this.line(`${texts.orderDate}: ${label.orderDate}`, LEFT, mm(115.5), mm(66), { size: 8, minSize: 5 });
    this.rule(mm(122));

    this.drawMoney(label);
    this.rule(mm(138));
    if (label.remark)
      this.block(`${texts.remark}: ${label.remark}`, LEFT, mm(138.8), INNER_WIDTH, mm(8.2), 7.5);
  }

  private drawReceiver(label: LabelData): void {
    const { receiver } = label;
    this.line(this.texts.receiver, LEFT, mm(48.3), INNER_WIDTH, { size: 7.5, face: 'bold' });
    this.line(receiver.name, LEFT, mm(51.8), mm(58), { size: 12, face: 'bold', minSize: 7 });
    this.line(receiver.phone, mm(63.5), mm(52.3), mm(32), {
      size: 10.5,
      face: 'bold',
      align: 'right',
      minSize: 7,
    });
    this.block(receiver.address, LEFT, mm(57.6), INNER_WIDTH, mm(12.5), 8.5);
    const region = [receiver.district, receiver.city, receiver.province, receiver.postalCode]
      .filter(Boolean)
      .join(', ');
    this.line(region, LEFT, mm(71), INNER_WIDTH, { size: 8.5, face: 'bold', minSize: 5.5 });
  }

  private drawSender(label: LabelData): void {
    const { sender } = label;
    this.line(this.texts.sender, LEFT, mm(78.1), INNER_WIDTH, { size: 7, face: 'bold' });
    this.line(sender.name, LEFT, mm(81.2), mm(62), { size: 9, face: 'bold', minSize: 6 });
    this.line(maskPhone(sender.phone), mm(67.5), mm(81.4), mm(28), { size: 8.5, align: 'right', minSize: 6 });
    this.block(sender.address, LEFT, mm(85.3), INNER_WIDTH, mm(6.2), 7.5);
    const region = [sender.district, sender.city, sender.province].filter(Boolean).join(', ');
    this.line(region, LEFT, mm(91.8), INNER_WIDTH, { size: 7.5, minSize: 5 });
  }

  /** Fee breakdown (discountPrint) on the left, the COD amount in a black box on the right. */
  private drawMoney(label: LabelData): void {
    const { doc, texts } = this;
    const showCod = this.options.printCod && label.codAmount > 0;
    const feesWidth = showCod ? mm(46) : INNER_WIDTH;
    if (this.options.discountPrint) {
      const { freight, insurance, codFee, total } = label.fees;
      const discount = Math.max(0, freight + insurance + codFee - total);
      const rows: [string, string][] = [
        [texts.freight, formatRupiah(freight)],
        [texts.insurance, formatRupiah(insurance)],
        [texts.codFee, formatRupiah(codFee)],
        [texts.discount, formatRupiah(-discount)],
        [texts.total, formatRupiah(total)],
      ];
      rows.forEach(([caption, amount], i) => {
        const y = mm(122.6) + i * mm(3);
        const face: Face = i === rows.length - 1 ? 'bold' : 'regular';
        this.line(caption, LEFT, y, feesWidth / 2, { size: 6.5, face, minSize: 4.5 });
        this.line(amount, LEFT + feesWidth / 2, y, feesWidth / 2, {
          size: 6.5,
          face,
          align: 'right',
          minSize: 4.5,
        });
      });
    }
    if (!showCod) return;
    const boxX = this.options.discountPrint ? mm(52.5) : mm(4.5);
    const boxWidth = mm(95.5) - boxX;
    doc.rect(boxX, mm(123.3), boxWidth, mm(13.4)).fill('black');
    doc.fillColor('white');
    this.line('COD', boxX, mm(124.1), boxWidth, { size: 8, face: 'bold', align: 'center' });
    this.line(formatRupiah(label.codAmount), boxX + mm(1), mm(128.2), boxWidth - mm(2), {
      size: 17,
      face: 'bold',
      align: 'center',
      minSize: 8,
    });
    doc.fillColor('black');
  }
}

function placeInSlot(doc: PDFKit.PDFDocument, slot: LabelSlot, padding: number): void {
  const scale = Math.min(
    (slot.width - 2 * padding) / LABEL_WIDTH,
    (slot.height - 2 * padding) / LABEL_HEIGHT,
  );
  const x = slot.x + (slot.width - LABEL_WIDTH * scale) / 2;
  const y = slot.y + (slot.height - LABEL_HEIGHT * scale) / 2;
  doc.translate(x, y).scale(scale);
}

function drawCutLines(doc: PDFKit.PDFDocument, style: LabelStyleName): void {
  const { cutLines } = LABEL_STYLES[style];
  if (cutLines.length === 0) return;
  doc.save().lineWidth(0.5).strokeColor('#888888').dash(4, { space: 3 });
  for (const cut of cutLines) doc.moveTo(cut.x1, cut.y1).lineTo(cut.x2, cut.y2).stroke();
  doc.undash().restore();
}

/** A new, empty label document with the label fonts registered; pages are added per label. */
export function newLabelDocument(): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: 'Shipping labels', Author: COURIER_NAME, Creator: COURIER_NAME },
  });
  const fonts = parsedLabelFonts();
  // pdfkit 0.20 opens anything with a layout() as an already parsed font (PDFFontFactory.open);
  // its types only list bytes and paths.
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  return doc;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Starts encoding the batch's barcodes on the worker, chunk by chunk, except the first chunk:
 * the main thread encodes that one itself while the worker starts. Answers, per waybill, the
 * promise of its chunk; a failed chunk resolves empty and is encoded inline instead.
 */
function prefetchBarcodes(
  labels: readonly LabelData[],
  cache: BarcodeCache,
  encoder: BarcodeWorker | undefined,
): Map<string, Promise<void>> {
  const ready = new Map<string, Promise<void>>();
  if (!encoder || labels.length <= BARCODE_CHUNK) return ready;
  const codes = [...new Set(labels.map((label) => label.billCode))].slice(BARCODE_CHUNK);
  for (let start = 0; start < codes.length; start += BARCODE_CHUNK) {
    const chunk = codes.slice(start, start + BARCODE_CHUNK);
    const done = encoder.encode(chunk).then(
      (symbols) => chunk.forEach((code, i) => cache.put(code, symbols[i])),
      () => undefined,
    );
    for (const code of chunk) ready.set(code, done);
  }
  return ready;
}

/**
 * Draws every label (one or four per page, by style) and ends the document. It yields to the event
 * loop every few labels, so the response streams while a large batch renders. With an `encoder`,
 * a large batch's barcodes are encoded on its worker thread meanwhile.
 *
 * @example
 * const doc = newLabelDocument();
 * void drawLabels(doc, labels, { style: 'A6', lang: 'id', printCod: true, discountPrint: false });
 * reply.type('application/pdf').send(doc);
 */
export async function drawLabels(
  doc: PDFKit.PDFDocument,
  labels: readonly LabelData[],
  options: LabelRenderOptions,
  encoder?: BarcodeWorker,
): Promise<void> {
  const style = LABEL_STYLES[options.style];
  const perPage = style.slots.length;
  const padding = perPage > 1 ? mm(A4_CELL_PADDING_MM) : 0;
  const barcodes = new BarcodeCache();
  const prefetched = prefetchBarcodes(labels, barcodes, encoder);
  const painter = new LabelPainter(doc, options, barcodes);
  for (let i = 0; i < labels.length; i++) {
    if (i > 0 && i % LABELS_PER_TICK === 0) await nextTick();
    const { billCode } = labels[i];
    if (!barcodes.has(billCode)) await prefetched.get(billCode);
    const slotIndex = i % perPage;
    if (slotIndex === 0) {
      doc.addPage({ size: [style.page.width, style.page.height], margin: 0 });
      drawCutLines(doc, options.style);
    }
    doc.save();
    placeInSlot(doc, style.slots[slotIndex], padding);
    painter.draw(labels[i]);
    doc.restore();
  }
  doc.end();
}

/** The whole PDF in memory (tests, the benchmark). */
export async function renderLabelsToBuffer(
  labels: readonly LabelData[],
  options: LabelRenderOptions,
  encoder?: BarcodeWorker,
): Promise<Buffer> {
  const doc = newLabelDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  await drawLabels(doc, labels, options, encoder);
  await ended;
  return Buffer.concat(chunks);
}
