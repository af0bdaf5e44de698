import bwipjs from 'bwip-js';
import { encodeCode128 } from './code128';
import { pdfNumber } from '../pdf/content-stream';
import { encodeQr } from './qr-code';

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
type RawSymbol = { sbs: number[] } | { pixs: number[]; pixx: number };

/** Quiet zones in modules: Code 128 needs 10 on each side, QR 4. */
export const CODE128_QUIET_MODULES = 10;
export const QR_QUIET_MODULES = 4;

/** Level M, as the labels' own QR encoder (qr-code.ts). */
const QR_OPTIONS = { bcid: 'qrcode', eclevel: 'M' } as const;

function bwipCode128(text: string): LinearSymbol {
  const raw: RawSymbol | undefined = bwipjs.raw({ bcid: 'code128', text })[0];
  if (!raw || !('sbs' in raw)) throw new Error('bwip-js returned no Code 128 symbol');
  return { widths: raw.sbs, modules: raw.sbs.reduce((sum, width) => sum + width, 0) };
}

function bwipQr(text: string): MatrixSymbol {
  const raw: RawSymbol | undefined = bwipjs.raw({ ...QR_OPTIONS, text })[0];
  if (!raw || !('pixs' in raw)) throw new Error('bwip-js returned no QR symbol');
  return { dark: raw.pixs, size: raw.pixx };
}

/**
 * Both symbols of a waybill number, encoded here (code128.ts, qr-code.ts: some 0.2 ms for both,
 * about a sixth of bwip-js's time, so a batch needs no worker thread); bwip-js only encodes text
 * those encoders do not take (non-ASCII for Code 128, too long for QR version 6).
 */
export function encodeWaybill(text: string): WaybillSymbols {
  return { code128: encodeCode128(text) ?? bwipCode128(text), qr: encodeQr(text) ?? bwipQr(text) };
}

/** The QR code of a waybill as a PNG (for the portal's own display). */
export function qrPng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    ...QR_OPTIONS,
    text,
    scale: 6,
    paddingwidth: 8,
    paddingheight: 8,
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * Encoded symbols of one document: a waybill named twice in a batch is encoded once. Create one
 * per request: nothing is kept between requests.
 */
export class BarcodeCache {
  private readonly symbols = new Map<string, WaybillSymbols>();

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
