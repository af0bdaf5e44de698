import { parsedLabelFonts, type LabelFontWeight } from './font';

/**
 * One word laid out by fontkit (ligatures, kerning and the like applied), in font units scaled to
 * 1000 per em as PDF text space counts them. It names glyphs by their id in the whole font: a
 * document maps them to its own subset when it writes them.
 */
export interface ShapedWord {
  glyphIds: number[];
  /** Code points of each glyph (for the PDF's ToUnicode map: copying and searching text). */
  codePoints: number[][];
  /** The font's own advance of each glyph (the PDF's width table). */
  advances: number[];
  /** The advance of each glyph in this word (kerning included). */
  xAdvances: number[];
  /** Offsets of glyphs moved off their pen position (marks); undefined when none is. */
  offsets: { x: number; y: number }[] | undefined;
  /** Sum of `xAdvances`. */
  width: number;
}

/**
 * Words kept per face. Shaping is the dearest step of a label's text, and labels repeat most of
 * their words (captions, sender, cities, amounts); a word names its own cache key, so a cached
 * layout can never belong to other text. At the cap the oldest words go first.
 */
const MAX_WORDS_PER_FACE = 50_000;

const shapedWords: Record<LabelFontWeight, Map<string, ShapedWord>> = {
  regular: new Map(),
  bold: new Map(),
};

function shape(face: LabelFontWeight, word: string): ShapedWord {
  const font = parsedLabelFonts()[face];
  const scale = 1000 / font.unitsPerEm;
  const run = font.layout(word);
  const glyphIds: number[] = [];
  const codePoints: number[][] = [];
  const advances: number[] = [];
  const xAdvances: number[] = [];
  let offsets: { x: number; y: number }[] | undefined;
  let width = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    glyphIds.push(glyph.id);
    codePoints.push(glyph.codePoints);
    advances.push(glyph.advanceWidth * scale);
    xAdvances.push(position.xAdvance * scale);
    width += position.xAdvance * scale;
    if (position.xOffset || position.yOffset) {
      offsets ??= run.glyphs.map(() => ({ x: 0, y: 0 }));
      offsets[i] = { x: position.xOffset * scale, y: position.yOffset * scale };
    }
  });
  return { glyphIds, codePoints, advances, xAdvances, offsets, width };
}

/** The layout of one word (a word keeps its trailing space, as pdfkit lays text out). */
export function shapedWord(face: LabelFontWeight, word: string): ShapedWord {
  const cache = shapedWords[face];
  let shaped = cache.get(word);
  if (!shaped) {
    shaped = shape(face, word);
    if (cache.size >= MAX_WORDS_PER_FACE) cache.delete(cache.keys().next().value as string);
    cache.set(word, shaped);
  }
  return shaped;
}

/**
 * Splits text after each space or tab, the space staying with the word before it: the units
 * pdfkit shapes, so kerning and ligatures never cross a space.
 *
 * @example
 * wordsOf('Jl. Raya 12'); // ['Jl. ', 'Raya ', '12']
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9) {
      words.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length) words.push(text.slice(start));
  return words;
}

/** The layout of a line of text, word by word. */
export function shapedText(face: LabelFontWeight, text: string): ShapedWord[] {
  return wordsOf(text).map((word) => shapedWord(face, word));
}

/** How many words are cached per face (tests). */
export function shapedWordCount(face: LabelFontWeight): number {
  return shapedWords[face].size;
}
