import bwipjs from 'bwip-js';
import { pdfNumber } from './content-stream';

/** A Code 128 symbol: widths in modules, bar first, alternating bar and space. */
export interface LinearSymbol {
  widths: number[];
  modules: number;
}

/** A QR symbol: `dark[row * size + col]` is 1 for a dark module. */
export interface MatrixSymbol {
  dark: number[];
  size: number;
}

/** Both symbols of one waybill label. */
export interface WaybillSymbols {
  code128: LinearSymbol;
  qr: MatrixSymbol;
}

/** What bwip-js's raw() answers for one symbol: bar widths (linear) or a module matrix. */
export type RawSymbol = { sbs: number[] } | { pixs: number[]; pixx: number };
export type RawOptions = bwipjs.RawOptions;

/** Quiet zones in modules: Code 128 needs 10 on each side, QR 4. */
export const CODE128_QUIET_MODULES = 10;
export const QR_QUIET_MODULES = 4;

/**
 * QR options of every label. The mask is fixed: letting bwip-js try all eight masks and score
 * them takes about three times as long, and any mask decodes the same.
 */
const QR_OPTIONS = { eclevel: 'M', mask: 1 } as const;
/** What fits a version 1 symbol at level M (20 alphanumeric characters): every waybill number. */
const QR_VERSION_1_TEXT = /^[0-9A-Z $%*+\-./:]{1,20}$/;

/** bwip-js options of a waybill's two symbols. */
export function waybillSymbolOptions(text: string): [RawOptions, RawOptions] {
  // A fixed version skips bwip-js's search for the smallest one, which halves the encoding time.
  const qr = QR_VERSION_1_TEXT.test(text) ? { ...QR_OPTIONS, version: '1' } : QR_OPTIONS;
  return [
    { bcid: 'code128', text },
    { bcid: 'qrcode', text, ...qr },
  ];
}

/** Turns bwip-js's raw answers (Code 128, then QR) into the symbols a label draws. */
export function toWaybillSymbols([linear, matrix]: RawSymbol[]): WaybillSymbols {
  if (!linear || !('sbs' in linear)) throw new Error('bwip-js returned no Code 128 symbol');
  if (!matrix || !('pixs' in matrix)) throw new Error('bwip-js returned no QR symbol');
  return {
    code128: { widths: linear.sbs, modules: linear.sbs.reduce((sum, width) => sum + width, 0) },
    qr: { dark: matrix.pixs, size: matrix.pixx },
  };
}

export function encodeWaybill(text: string): WaybillSymbols {
  return toWaybillSymbols(waybillSymbolOptions(text).map((options) => bwipjs.raw(options)[0]));
}

/** The QR code of a waybill as a PNG (for the portal's own display). */
export function qrPng(text: string): Promise<Buffer> {
  const [, qr] = waybillSymbolOptions(text);
  return bwipjs.toBuffer({ ...qr, scale: 6, paddingwidth: 8, paddingheight: 8, backgroundcolor: 'FFFFFF' });
}

/**
 * Encoded symbols of one document: a waybill named twice in a batch is encoded once. Symbols
 * encoded elsewhere (a worker) are added with `put`. Create one per request: nothing is kept
 * between requests.
 */
export class BarcodeCache {
  private readonly symbols = new Map<string, WaybillSymbols>();

  has(text: string): boolean {
    return this.symbols.has(text);
  }

  put(text: string, symbols: WaybillSymbols): void {
    this.symbols.set(text, symbols);
  }

  get(text: string): WaybillSymbols {
    let symbols = this.symbols.get(text);
    if (!symbols) {
      symbols = encodeWaybill(text);
      this.symbols.set(text, symbols);
    }
    return symbols;
  }
}

/**
 * A Code 128 symbol as vector bars filling `width` (quiet zones included), so it prints sharp at
 * any printer resolution: one path of whole-module rectangles, filled once.
 */
export function code128Path(
  symbol: LinearSymbol,
  box: { x: number; y: number; width: number; height: number },
): string {
  const module = box.width / (symbol.modules + 2 * CODE128_QUIET_MODULES);
  const bars: string[] = [];
  let x = CODE128_QUIET_MODULES;
  symbol.widths.forEach((width, i) => {
    if (i % 2 === 0) bars.push(`${x} 0 ${width} 1 re`);
    x += width;
  });
  const place = `${pdfNumber(module)} 0 0 ${pdfNumber(box.height)} ${pdfNumber(box.x)} ${pdfNumber(box.y)} cm`;
  return `q ${place} ${bars.join(' ')} f Q`;
}

/**
 * A QR symbol as vector modules in a square of `size` points (quiet zone included): one path, one
 * rectangle per run of dark modules in a row.
 */
export function qrPath(symbol: MatrixSymbol, box: { x: number; y: number; size: number }): string {
  const module = box.size / (symbol.size + 2 * QR_QUIET_MODULES);
  const runs: string[] = [];
  for (let row = 0; row < symbol.size; row++) {
    let runStart = -1;
    for (let col = 0; col <= symbol.size; col++) {
      const dark = col < symbol.size && symbol.dark[row * symbol.size + col] === 1;
      if (dark && runStart < 0) runStart = col;
      if (!dark && runStart >= 0) {
        runs.push(`${QR_QUIET_MODULES + runStart} ${QR_QUIET_MODULES + row} ${col - runStart} 1 re`);
        runStart = -1;
      }
    }
  }
  const place = `${pdfNumber(module)} 0 0 ${pdfNumber(module)} ${pdfNumber(box.x)} ${pdfNumber(box.y)} cm`;
  return `q ${place} ${runs.join(' ')} f Q`;
}
