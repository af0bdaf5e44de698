import { pdfNumber, type ContentStream } from './content-stream';
import type { LabelFontWeight } from './font';
import { shapedText, type ShapedWord } from './text-shaping';

/**
 * What the text writer reads of pdfkit 0.20.2's EmbeddedFont, which its types leave out: the
 * document's glyph subset and the width and ToUnicode tables pdfkit embeds from at the end.
 */
interface PdfkitEmbeddedFont {
  id: string;
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ascender: number;
  lineHeight(size: number, includeGap?: boolean): number;
  ref(): PDFKit.PDFKitReference;
}

function embeddedFont(doc: PDFKit.PDFDocument, name: LabelFontWeight): PdfkitEmbeddedFont {
  doc.font(name);
  const font = (doc as unknown as { _font?: Partial<PdfkitEmbeddedFont> })._font;
  const usable =
    typeof font?.id === 'string' &&
    typeof font.subset?.includeGlyph === 'function' &&
    Array.isArray(font.widths) &&
    Array.isArray(font.unicode) &&
    typeof font.ascender === 'number' &&
    typeof font.lineHeight === 'function' &&
    typeof font.ref === 'function';
  if (!usable) {
    throw new Error(
      `pdfkit's embedded font "${name}" lacks the subset, widths and unicode tables the label text writer uses (written for pdfkit 0.20.2)`,
    );
  }
  return font as PdfkitEmbeddedFont;
}

export interface TextStyle {
  face: LabelFontWeight;
  size: number;
  /** Extra space after each character, in points (PDF Tc). */
  spacing?: number;
}

/**
 * Writes label text straight into content streams: words shaped once per process (text-shaping),
 * glyphs mapped to this document's font subset once per document. The output is what pdfkit's
 * text() writes for a line without wrapping (hex glyph ids in a TJ array, kerning as
 * adjustments), minus its per-call option handling and state bookkeeping.
 */
export class DocumentText {
  private readonly fonts: Record<LabelFontWeight, PdfkitEmbeddedFont>;
  /** Glyph id in the font -> the hex id of the glyph in this document's subset. */
  private readonly subsetHex: Record<LabelFontWeight, Map<number, string>> = {
    regular: new Map(),
    bold: new Map(),
  };

  constructor(doc: PDFKit.PDFDocument) {
    this.fonts = { regular: embeddedFont(doc, 'regular'), bold: embeddedFont(doc, 'bold') };
  }

  /** Font resources naming both faces, for a page's or a form's resource dictionary. */
  fontResources(): Record<string, PDFKit.PDFKitReference> {
    const { regular, bold } = this.fonts;
    return { [regular.id]: regular.ref(), [bold.id]: bold.ref() };
  }

  /** Width of a line of text in points, character spacing included. */
  width(text: string, style: TextStyle): number {
    let units = 0;
    for (const word of shapedText(style.face, text)) units += word.width;
    return (units * style.size) / 1000 + (style.spacing ?? 0) * Math.max(0, text.length - 1);
  }

  /** Height of one line of text in points (ascender to descender plus the font's line gap). */
  lineHeight(style: TextStyle): number {
    return this.fonts[style.face].lineHeight(style.size, true);
  }

  /** Writes one line with its top-left corner at (x, y), in a y-down space (pdfkit's). */
  show(content: ContentStream, text: string, x: number, y: number, style: TextStyle): void {
    if (!text) return;
    const { face, size } = style;
    const spacing = style.spacing ?? 0;
    const font = this.fonts[face];
    const baseline = y + (font.ascender / 1000) * size;
    const matrixAt = (left: number, bottom: number) => `1 0 0 -1 ${pdfNumber(left)} ${pdfNumber(bottom)} Tm`;
    const operators = [`BT /${font.id} ${pdfNumber(size)} Tf`];
    if (spacing) operators.push(`${pdfNumber(spacing)} Tc`);
    operators.push(matrixAt(x, baseline));
    const items: string[] = [];
    let run = '';
    const flush = () => {
      if (run) items.push(`<${run}>`);
      run = '';
      if (items.length > 0) operators.push(`[${items.join(' ')}] TJ`);
      items.length = 0;
    };
    let pen = x;
    for (const word of shapedText(face, text)) {
      for (let i = 0; i < word.glyphIds.length; i++) {
        const hex = this.glyphHex(face, word, i);
        const advance = (word.xAdvances[i] * size) / 1000 + spacing;
        const offset = word.offsets?.[i];
        if (offset && (offset.x || offset.y)) {
          flush();
          const left = pen + (offset.x * size) / 1000;
          operators.push(matrixAt(left, baseline - (offset.y * size) / 1000), `[<${hex}>] TJ`);
          operators.push(matrixAt(pen + advance, baseline));
        } else {
          run += hex;
          const kerning = word.xAdvances[i] - word.advances[i];
          if (kerning !== 0) {
            items.push(`<${run}> ${pdfNumber(-kerning)}`);
            run = '';
          }
        }
        pen += advance;
      }
    }
    flush();
    if (spacing) operators.push('0 Tc');
    operators.push('ET');
    content.push(operators.join(' '));
  }

  private glyphHex(face: LabelFontWeight, word: ShapedWord, i: number): string {
    const known = this.subsetHex[face];
    const glyphId = word.glyphIds[i];
    let hex = known.get(glyphId);
    if (hex === undefined) {
      const font = this.fonts[face];
      const subsetId = font.subset.includeGlyph(glyphId);
      font.widths[subsetId] ??= word.advances[i];
      font.unicode[subsetId] ??= word.codePoints[i];
      hex = subsetId.toString(16).padStart(4, '0');
      known.set(glyphId, hex);
    }
    return hex;
  }
}
