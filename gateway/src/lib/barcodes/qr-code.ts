// Over 300 lines: a QR Code encoder (ISO/IEC 18004) as one algorithm: segments, Reed-Solomon, placement and
// masking share its tables.
/**
 * QR Code encoder (ISO/IEC 18004) for what labels carry: one alphanumeric or byte segment at error
 * correction level M, versions 1 to 6, the mask chosen by the standard's penalty rules. A waybill
 * takes some 20 microseconds here against about a millisecond in bwip-js (a PostScript port);
 * anything larger answers undefined and the caller falls back to bwip-js.
 */

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const MAX_VERSION = 6;
/** Level M per version: error correction codewords per block, blocks (all the same size up to 6). */
const LEVEL_M = [
  { ecPerBlock: 10, blocks: 1 },
  { ecPerBlock: 16, blocks: 1 },
  { ecPerBlock: 26, blocks: 1 },
  { ecPerBlock: 18, blocks: 2 },
  { ecPerBlock: 24, blocks: 2 },
  { ecPerBlock: 16, blocks: 4 },
];
/** Dark-light 1:1:3:1:1 with four light modules before it, or after it (penalty rule 3). */
const FINDER_LIGHT_BEFORE = 0b00001011101;
const FINDER_LIGHT_AFTER = 0b10111010000;
/** Format bits of level M (the two level bits are 00). */
const LEVEL_M_FORMAT_BITS = 0;

/** Codewords a version holds (data and error correction), without the remainder bits. */
function totalCodewords(version: number): number {
  const size = 4 * version + 17;
  let modules = size * size - 3 * 64 - 2 * (size - 16) - 31; // finders with separators, timing, format, dark
  if (version >= 2) modules -= 25; // one alignment pattern up to version 6
  return Math.floor(modules / 8);
}

/** A QR symbol: `dark[row * size + col]` is 1 for a dark module (bwip-js's raw layout). */
export interface QrMatrix {
  dark: number[];
  size: number;
}

class BitBuffer {
  readonly bits: number[] = [];

  append(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
}

function encodeSegment(text: string, version: number): BitBuffer {
  const buffer = new BitBuffer();
  const alphanumeric = [...text].every((char) => ALPHANUMERIC.includes(char));
  if (alphanumeric) {
    buffer.append(0b0010, 4);
    buffer.append(text.length, 9);
    for (let i = 0; i + 1 < text.length; i += 2)
      buffer.append(ALPHANUMERIC.indexOf(text[i]) * 45 + ALPHANUMERIC.indexOf(text[i + 1]), 11);
    if (text.length % 2 === 1) buffer.append(ALPHANUMERIC.indexOf(text[text.length - 1]), 6);
  } else {
    const bytes = Buffer.from(text, 'utf8');
    buffer.append(0b0100, 4);
    buffer.append(bytes.length, version < 10 ? 8 : 16);
    for (const byte of bytes) buffer.append(byte, 8);
  }
  return buffer;
}

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function reedSolomonDivisor(degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMultiply(divisor[j], root);
      if (j + 1 < degree) divisor[j] ^= divisor[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return divisor;
}

function reedSolomonRemainder(data: number[], divisor: number[]): number[] {
  const remainder = new Array<number>(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() as number);
    remainder.push(0);
    for (let i = 0; i < divisor.length; i++) remainder[i] ^= gfMultiply(divisor[i], factor);
  }
  return remainder;
}

/** Data padded to the version's data capacity, split in blocks, with error correction, interleaved. */
function codewords(segment: BitBuffer, version: number): number[] {
  const { ecPerBlock, blocks } = LEVEL_M[version - 1];
  const dataCodewords = totalCodewords(version) - ecPerBlock * blocks;
  const bits = [...segment.bits];
  const capacity = dataCodewords * 8;
  for (let i = 0; i < 4 && bits.length < capacity; i++) bits.push(0);
  while (bits.length % 8 !== 0) bits.push(0);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    data.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let pad = 0xec; data.length < dataCodewords; pad ^= 0xec ^ 0x11) data.push(pad);
  const perBlock = dataCodewords / blocks;
  const divisor = reedSolomonDivisor(ecPerBlock);
  const dataBlocks = Array.from({ length: blocks }, (_, b) => data.slice(b * perBlock, (b + 1) * perBlock));
  const ecBlocks = dataBlocks.map((block) => reedSolomonRemainder(block, divisor));
  const result: number[] = [];
  for (let i = 0; i < perBlock; i++) for (const block of dataBlocks) result.push(block[i]);
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) result.push(block[i]);
  return result;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The symbol under construction: modules and which of them are function patterns. */
class QrGrid {
  readonly size: number;
  readonly dark: Uint8Array;
  readonly reserved: Uint8Array;

  /** An empty symbol with its function patterns, or a copy of `blank` (a version's empty symbol). */
  constructor(
    readonly version: number,
    blank?: QrGrid,
  ) {
    this.size = 4 * version + 17;
    if (blank) {
      this.dark = blank.dark.slice();
      this.reserved = blank.reserved; // never written after the function patterns
      return;
    }
    this.dark = new Uint8Array(this.size * this.size);
    this.reserved = new Uint8Array(this.size * this.size);
    this.drawFunctionPatterns();
  }

  private setFunction(x: number, y: number, dark: boolean): void {
    const i = y * this.size + x;
    this.dark[i] = dark ? 1 : 0;
    this.reserved[i] = 1;
  }

  private drawFunctionPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.setFunction(6, i, i % 2 === 0);
      this.setFunction(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ]) {
      for (let dy = -4; dy <= 4; dy++)
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          const distance = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < size && y >= 0 && y < size)
            this.setFunction(x, y, distance !== 2 && distance !== 4);
        }
    }
    if (this.version >= 2) {
      const at = size - 7;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++)
          this.setFunction(at + dx, at + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
    this.drawFormatBits(0); // reserves the format areas; redrawn with the chosen mask
  }

  drawFormatBits(mask: number): void {
    const { size } = this;
    const data = (LEVEL_M_FORMAT_BITS << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) this.setFunction(8, i, bit(i));
    this.setFunction(8, 7, bit(6));
    this.setFunction(8, 8, bit(7));
    this.setFunction(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.setFunction(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.setFunction(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.setFunction(8, size - 15 + i, bit(i));
    this.setFunction(8, size - 8, true);
  }

  drawCodewords(data: number[]): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let vertical = 0; vertical < size; vertical++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const y = upward ? size - 1 - vertical : vertical;
          const index = y * size + x;
          if (this.reserved[index] || i >= data.length * 8) continue;
          this.dark[index] = (data[i >>> 3] >>> (7 - (i & 7))) & 1;
          i++;
        }
      }
    }
  }

  /** Per mask, the data modules it flips (1), for `xor`. */
  maskFlips(): Uint8Array[] {
    const { size } = this;
    return MASKS.map((pattern) => {
      const flips = new Uint8Array(size * size);
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++)
          if (!this.reserved[y * size + x] && pattern(x, y)) flips[y * size + x] = 1;
      return flips;
    });
  }

  /** The standard's penalty score (runs, 2x2 blocks, finder-like patterns, dark balance). */
  penalty(): number {
    const { size, dark } = this;
    let score = 0;
    for (let line = 0; line < size; line++)
      score += linePenalty(dark, line * size, 1, size) + linePenalty(dark, line, size, size);
    let darkCount = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const i = y * size + x;
        const value = dark[i];
        darkCount += value;
        if (
          y + 1 < size &&
          x + 1 < size &&
          value === dark[i + 1] &&
          value === dark[i + size] &&
          value === dark[i + size + 1]
        )
          score += 3;
      }
    const total = size * size;
    return score + (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
  }
}

/** Penalties of one row or column: runs of five or more, finder-like patterns (outside is light). */
function linePenalty(dark: Uint8Array, start: number, step: number, size: number): number {
  let score = 0;
  let run = 0;
  let previous = -1;
  let window = 0; // the last 11 modules
  for (let k = 0; k < size; k++) {
    const value = dark[start + k * step];
    if (value === previous) run++;
    else {
      if (run >= 5) score += run - 2;
      run = 1;
      previous = value;
    }
    window = ((window << 1) | value) & 0x7ff;
    if (window === FINDER_LIGHT_BEFORE || window === FINDER_LIGHT_AFTER) score += 40;
  }
  if (run >= 5) score += run - 2;
  for (let k = 0; k < 4; k++) {
    window = (window << 1) & 0x7ff;
    if (window === FINDER_LIGHT_AFTER) score += 40;
  }
  return score;
}

/** Per version, the empty symbol and what each mask flips: made once per process. */
const templates = new Map<number, { blank: QrGrid; flips: Uint8Array[] }>();

function versionTemplate(version: number): { blank: QrGrid; flips: Uint8Array[] } {
  let template = templates.get(version);
  if (!template) {
    const blank = new QrGrid(version);
    template = { blank, flips: blank.maskFlips() };
    templates.set(version, template);
  }
  return template;
}

/**
 * The QR symbol of `text` at level M in the smallest version from 1 to 6 that holds it, or
 * undefined when none does.
 *
 * @example
 * encodeQr('JP20260000017')?.size; // 21 (version 1)
 */
export function encodeQr(text: string): QrMatrix | undefined {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const segment = encodeSegment(text, version);
    const { ecPerBlock, blocks } = LEVEL_M[version - 1];
    if (segment.bits.length > (totalCodewords(version) - ecPerBlock * blocks) * 8) continue;
    const { blank, flips } = versionTemplate(version);
    const grid = new QrGrid(version, blank);
    grid.drawCodewords(codewords(segment, version));
    const unmasked = grid.dark.slice();
    const masked = (mask: number) => {
      for (let i = 0; i < unmasked.length; i++) grid.dark[i] = unmasked[i] ^ flips[mask][i];
      grid.drawFormatBits(mask);
    };
    let bestMask = 0;
    let bestPenalty = Infinity;
    for (let mask = 0; mask < MASKS.length; mask++) {
      masked(mask);
      const penalty = grid.penalty();
      if (penalty < bestPenalty) {
        bestPenalty = penalty;
        bestMask = mask;
      }
    }
    masked(bestMask);
    return { dark: Array.from(grid.dark), size: grid.size };
  }
  return undefined;
}
