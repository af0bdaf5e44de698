// Over 300 lines: one label layout (blocks, barcodes, text fitting) drawn in page order; the drawing
// primitives live in lib/pdf and lib/barcodes, and a second label layout would get its own file.
import PDFDocument from 'pdfkit';
import { inLang, type Lang } from '../../i18n/language';
import { BarcodeCache, code128Path, qrPath, type WaybillSymbols } from '../../lib/barcodes/barcodes';
import { ContentStream, pdfNumber } from '../../lib/pdf/content-stream';
import { DocumentText } from '../../lib/pdf/document-text';
import { parsedLabelFonts, type LabelFontWeight } from '../../lib/pdf/font';
import { formatRupiah, formatWeight, maskPhone, sortCode } from './label-format.render';
import { COURIER_NAME, LABEL_TEXTS, type LabelTexts } from './label-texts.render';
import {
  LABEL_STYLES,
  PT_PER_MM,
  REFERENCE_LABEL_MM,
  type LabelSlot,
  type LabelStyleName,
} from './label-styles.render';
import { wrapLines } from '../../lib/pdf/text-wrap';

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
/** White space kept around a label inside an A4 cell, in mm. */
const A4_CELL_PADDING_MM = 3;

const mm = (value: number) => value * PT_PER_MM;
const LABEL_WIDTH = mm(REFERENCE_LABEL_MM.width);
const LABEL_HEIGHT = mm(REFERENCE_LABEL_MM.height);
/** Line gap of wrapped text (addresses, remark): lines a little tighter than the font's own. */
const BLOCK_LINE_GAP = -0.5;
/** Left edge and width of text inside the label's frame. */
const LEFT = mm(4.5);
const INNER_WIDTH = mm(91);

type Face = LabelFontWeight;

interface LineOptions {
  size: number;
  face?: Face;
  align?: 'left' | 'center' | 'right';
  minSize?: number;
  spacing?: number;
}

/**
 * Draws labels on the reference 100 x 150 mm card, in pdfkit's y-down space: the parts every label
 * of a document shares (frame, rules, captions) once into a form (`drawShared`), each label's data
 * per label (`drawData`). Both write content stream text; nothing goes through pdfkit's per-call
 * text and path machinery.
 */
class LabelPainter {
  private readonly texts: LabelTexts;

  constructor(
    private readonly text: DocumentText,
    private readonly options: LabelRenderOptions,
  ) {
    this.texts = inLang(LABEL_TEXTS, options.lang);
  }

  /** Whether a label shows the COD box: its shared part differs (the fee column is narrower). */
  showsCod(label: LabelData): boolean {
    return this.options.printCod && label.codAmount > 0;
  }

  /**
   * One line, shrunk down to `minSize` to fit `width`, then cut with an ellipsis.
   */
  private line(content: ContentStream, text: string, x: number, y: number, width: number, opts: LineOptions) {
    const style = { face: opts.face ?? 'regular', size: opts.size, spacing: opts.spacing ?? 0 };
    let shown = text;
    let shownWidth = this.text.width(shown, style);
    if (shownWidth > width) {
      style.size = Math.max(opts.minSize ?? style.size, (style.size * width) / shownWidth);
      shownWidth = this.text.width(shown, style);
      while (shown.length > 1 && shownWidth > width) {
        shown = `${shown.slice(0, -2)}…`;
        shownWidth = this.text.width(shown, style);
      }
    }
    const slack = width - shownWidth;
    const left = opts.align === 'center' ? x + slack / 2 : opts.align === 'right' ? x + slack : x;
    this.text.show(content, shown, left, y, style);
  }

  /** Wrapped text cut to `height` with an ellipsis. */
  private block(
    content: ContentStream,
    text: string,
    x: number,
    y: number,
    width: number,
    height: number,
    size: number,
    face: Face = 'regular',
  ) {
    const style = { face, size };
    const lineHeight = this.text.lineHeight(style);
    const advance = lineHeight + BLOCK_LINE_GAP;
    const maxLines = Math.max(1, Math.floor((height - lineHeight) / advance) + 1);
    const lines = wrapLines(text, width, (part) => this.text.width(part, style), maxLines);
    lines.forEach((line, i) => this.text.show(content, line, x, y + i * advance, style));
  }

  private rule(content: ContentStream, y: number, x1 = mm(2.5), x2 = mm(97.5)): void {
    content.push(`${pdfNumber(x1)} ${pdfNumber(y)} m ${pdfNumber(x2)} ${pdfNumber(y)} l S`);
  }

  private box(content: ContentStream, x: number, y: number, width: number, height: number, paint: 'f' | 'S') {
    content.push(`${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re ${paint}`);
  }

  /** What every label of the document shows the same: frame, header, rules, captions, boxes. */
  drawShared(content: ContentStream, showCod: boolean): void {
    const { texts } = this;
    content.push('0 g 0 G 0.8 w');
    this.box(content, mm(2.5), mm(2.5), mm(95), mm(145), 'S');
    this.line(content, COURIER_NAME, LEFT, mm(5), mm(62), { size: 14, face: 'bold' });
    this.box(content, mm(71.5), mm(3.5), mm(25), mm(9), 'f');
    content.push('0.6 w');
    for (const y of [13.5, 24, 47, 77, 96, 122, 138]) this.rule(content, mm(y));
    content.push(
      `${pdfNumber(mm(71.5))} ${pdfNumber(mm(96))} m ${pdfNumber(mm(71.5))} ${pdfNumber(mm(122))} l S`,
    );
    this.line(content, texts.receiver, LEFT, mm(48.3), INNER_WIDTH, { size: 7.5, face: 'bold' });
    this.line(content, texts.sender, LEFT, mm(78.1), INNER_WIDTH, { size: 7, face: 'bold' });
    if (this.options.discountPrint) {
      const feesWidth = showCod ? mm(46) : INNER_WIDTH;
      [texts.freight, texts.insurance, texts.codFee, texts.discount, texts.total].forEach(
        (caption, i, all) => {
          const face: Face = i === all.length - 1 ? 'bold' : 'regular';
          this.line(content, caption, LEFT, feeRowY(i), feesWidth / 2, { size: 6.5, face, minSize: 4.5 });
        },
      );
    }
    if (!showCod) return;
    const { x, width } = this.codBox();
    this.box(content, x, mm(123.3), width, mm(13.4), 'f');
    content.push('1 g');
    this.line(content, 'COD', x, mm(124.1), width, { size: 8, face: 'bold', align: 'center' });
    content.push('0 g');
  }

  private codBox(): { x: number; width: number } {
    const x = this.options.discountPrint ? mm(52.5) : mm(4.5);
    return { x, width: mm(95.5) - x };
  }

  /** One label's own data, over its shared part. */
  drawData(content: ContentStream, label: LabelData, symbols: WaybillSymbols): void {
    const { texts } = this;
    content.push('1 g');
    this.line(content, label.productType, mm(71.5), mm(5.3), mm(25), {
      size: 15,
      face: 'bold',
      align: 'center',
      minSize: 8,
    });
    content.push('0 g');

    // Destination sort code
    const destination = sortCode(label.receiver.province, label.receiver.city);
    this.line(content, destination, LEFT, mm(14.6), INNER_WIDTH, {
      size: 24,
      face: 'bold',
      align: 'center',
      minSize: 12,
    });

    // Waybill: Code 128 and the number in large text
    content.push(code128Path(symbols.code128, { x: mm(5), y: mm(25.5), width: mm(90), height: mm(14) }));
    this.line(content, label.billCode, LEFT, mm(40.3), INNER_WIDTH, {
      size: 16,
      face: 'bold',
      align: 'center',
      minSize: 10,
      spacing: 1.5,
    });

    this.drawReceiver(content, label);
    this.drawSender(content, label);

    // Goods, order and QR code
    content.push(qrPath(symbols.qr, { x: mm(72.5), y: mm(97), size: mm(24) }));
    this.line(content, `${texts.goods}: ${label.goodsName}`, LEFT, mm(98.5), mm(66), {
      size: 8.5,
      minSize: 5.5,
    });
    this.line(
      content,
      `${texts.pieces}: ${label.pieces}    ${texts.weight}: ${formatWeight(label.weightKg)}`,
      LEFT,
      mm(105),
      mm(66),
      { size: 9, face: 'bold', minSize: 6 },
    );
    this.line(content, `${texts.orderNo}: ${label.customerOrderNo}`, LEFT, mm(110.5), mm(66), {
      size: 8,
      minSize: 5,
    });
    this.line(content, `${texts.orderDate}: ${label.orderDate}`, LEFT, mm(115.5), mm(66), {
      size: 8,
      minSize: 5,
    });

    this.drawMoney(content, label);
    if (label.remark)
      this.block(content, `${texts.remark}: ${label.remark}`, LEFT, mm(138.8), INNER_WIDTH, mm(8.2), 7.5);
  }

  private drawReceiver(content: ContentStream, label: LabelData): void {
    const { receiver } = label;
    this.line(content, receiver.name, LEFT, mm(51.8), mm(58), { size: 12, face: 'bold', minSize: 7 });
    this.line(content, receiver.phone, mm(63.5), mm(52.3), mm(32), {
      size: 10.5,
      face: 'bold',
      align: 'right',
      minSize: 7,
    });
    this.block(content, receiver.address, LEFT, mm(57.6), INNER_WIDTH, mm(12.5), 8.5);
    const region = [receiver.district, receiver.city, receiver.province, receiver.postalCode]
      .filter(Boolean)
      .join(', ');
    this.line(content, region, LEFT, mm(71), INNER_WIDTH, { size: 8.5, face: 'bold', minSize: 5.5 });
  }

  private drawSender(content: ContentStream, label: LabelData): void {
    const { sender } = label;
    this.line(content, sender.name, LEFT, mm(81.2), mm(62), { size: 9, face: 'bold', minSize: 6 });
    this.line(content, maskPhone(sender.phone), mm(67.5), mm(81.4), mm(28), {
      size: 8.5,
      align: 'right',
      minSize: 6,
    });
    this.block(content, sender.address, LEFT, mm(85.3), INNER_WIDTH, mm(6.2), 7.5);
    const region = [sender.district, sender.city, sender.province].filter(Boolean).join(', ');
    this.line(content, region, LEFT, mm(91.8), INNER_WIDTH, { size: 7.5, minSize: 5 });
  }

  /** Fee amounts (discountPrint) on the left, the COD amount in its black box on the right. */
  private drawMoney(content: ContentStream, label: LabelData): void {
    const showCod = this.showsCod(label);
    const feesWidth = showCod ? mm(46) : INNER_WIDTH;
    if (this.options.discountPrint) {
      const { freight, insurance, codFee, total } = label.fees;
      const discount = Math.max(0, freight + insurance + codFee - total);
      const amounts = [freight, insurance, codFee, -discount, total];
      amounts.forEach((amount, i) => {
        const face: Face = i === amounts.length - 1 ? 'bold' : 'regular';
        this.line(content, formatRupiah(amount), LEFT + feesWidth / 2, feeRowY(i), feesWidth / 2, {
          size: 6.5,
          face,
          align: 'right',
          minSize: 4.5,
        });
      });
    }
    if (!showCod) return;
    const { x, width } = this.codBox();
    content.push('1 g');
    this.line(content, formatRupiah(label.codAmount), x + mm(1), mm(128.2), width - mm(2), {
      size: 17,
      face: 'bold',
      align: 'center',
      minSize: 8,
    });
    content.push('0 g');
  }
}

/** Top of fee row `i` (freight, insurance, COD fee, discount, total). */
const feeRowY = (i: number) => mm(122.6) + i * mm(3);

/** The transformation (PDF cm operands) that puts the reference card centred into a slot. */
function slotTransform(slot: LabelSlot, padding: number): string {
  const scale = Math.min(
    (slot.width - 2 * padding) / LABEL_WIDTH,
    (slot.height - 2 * padding) / LABEL_HEIGHT,
  );
  const x = slot.x + (slot.width - LABEL_WIDTH * scale) / 2;
  const y = slot.y + (slot.height - LABEL_HEIGHT * scale) / 2;
  return `${pdfNumber(scale)} 0 0 ${pdfNumber(scale)} ${pdfNumber(x)} ${pdfNumber(y)} cm`;
}

function drawCutLines(doc: PDFKit.PDFDocument, style: LabelStyleName): void {
  const { cutLines } = LABEL_STYLES[style];
  if (cutLines.length === 0) return;
  doc.save().lineWidth(0.5).strokeColor('#888888').dash(4, { space: 3 });
  for (const cut of cutLines) doc.moveTo(cut.x1, cut.y1).lineTo(cut.x2, cut.y2).stroke();
  doc.undash().restore();
}

/**
 * The shared part of the document's labels as Form XObjects, drawn once and placed on every
 * label: one with the COD box, one without. Made on first use, per document.
 */
class SharedParts {
  private readonly forms = new Map<boolean, string>();
  private readonly formRefs = new Map<string, PDFKit.PDFKitReference>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: DocumentText,
    private readonly painter: LabelPainter,
  ) {}

  /** The resource name of the form for a label with or without the COD box. */
  formName(showCod: boolean): string {
    let name = this.forms.get(showCod);
    if (!name) {
      const content = new ContentStream();
      this.painter.drawShared(content, showCod);
      const form = this.doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, LABEL_WIDTH, LABEL_HEIGHT],
        Resources: { Font: this.text.fontResources() },
      });
      form.end(content.take());
      name = showCod ? 'LabelCod' : 'Label';
      this.forms.set(showCod, name);
      this.formRefs.set(name, form);
    }
    return name;
  }

  /** Names the forms and fonts on the current page, as its content uses them. */
  addToPage(page: PDFKit.PDFPage, name: string): void {
    Object.assign(page.fonts as object, this.text.fontResources());
    (page.xobjects as Record<string, PDFKit.PDFKitReference | undefined>)[name] = this.formRefs.get(name);
  }
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
 * Draws every label (one or four per page, by style) and ends the document. It yields to the event
 * loop every few labels, so the response streams while a large batch renders.
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
): Promise<void> {
  const style = LABEL_STYLES[options.style];
  const perPage = style.slots.length;
  const padding = perPage > 1 ? mm(A4_CELL_PADDING_MM) : 0;
  const placements = style.slots.map((slot) => slotTransform(slot, padding));
  const barcodes = new BarcodeCache();
  const text = new DocumentText(doc);
  const painter = new LabelPainter(text, options);
  const shared = new SharedParts(doc, text, painter);
  const content = new ContentStream();
  for (let i = 0; i < labels.length; i++) {
    if (i > 0 && i % LABELS_PER_TICK === 0) await nextTick();
    const label = labels[i];
    const slotIndex = i % perPage;
    if (slotIndex === 0) {
      doc.addPage({ size: [style.page.width, style.page.height], margin: 0 });
      drawCutLines(doc, options.style);
    }
    const form = shared.formName(painter.showsCod(label));
    shared.addToPage(doc.page, form);
    content.push(`q ${placements[slotIndex]} /${form} Do`);
    painter.drawData(content, label, barcodes.get(label.billCode));
    content.push('Q');
    doc.addContent(content.take());
  }
  doc.end();
}

/** The whole PDF in memory (tests, the benchmark). */
export async function renderLabelsToBuffer(
  labels: readonly LabelData[],
  options: LabelRenderOptions,
): Promise<Buffer> {
  const doc = newLabelDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  await drawLabels(doc, labels, options);
  await ended;
  return Buffer.concat(chunks);
}
