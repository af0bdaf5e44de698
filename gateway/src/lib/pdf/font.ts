import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The label font: Noto Sans CJK SC ("Noto Sans Hans", SIL Open Font License 1.1) from the npm
 * package @embedpdf/fonts-sc. One face covers Chinese, Latin and Indonesian text; pdfkit embeds
 * only the glyphs a document uses, so a label PDF stays small.
 */
const FONT_PACKAGE = '@embedpdf/fonts-sc';
const FONT_FILES = { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } as const;

export type LabelFontWeight = keyof typeof FONT_FILES;

let loaded: Record<LabelFontWeight, Buffer> | undefined;
let parsed: Record<LabelFontWeight, fontkit.Font> | undefined;

function fontDir(): string {
  try {
    // The package exports only its entry point (dist/index.cjs); the fonts sit in ../fonts.
    return path.resolve(path.dirname(require.resolve(FONT_PACKAGE)), '..', 'fonts');
  } catch (cause) {
    throw new Error(`label font package ${FONT_PACKAGE} is not installed; run pnpm install`, { cause });
  }
}

/** The font files' bytes, read once per process (~17 MB) and shared by every document. */
export function labelFonts(): Record<LabelFontWeight, Buffer> {
  if (loaded) return loaded;
  const dir = fontDir();
  const read = (file: string) => {
    const fontPath = path.join(dir, file);
    if (!fs.existsSync(fontPath)) {
      throw new Error(`label font ${fontPath} is missing; reinstall ${FONT_PACKAGE}`);
    }
    return fs.readFileSync(fontPath);
  };
  loaded = { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold) };
  return loaded;
}

/**
 * The faces parsed once per process and shared by every document: pdfkit takes a parsed font as
 * it takes bytes, and parsing the 17 MB CJK faces (and decoding their CFF tables for the subset)
 * per document cost about half a second, more than a one-label PDF's whole drawing. Each document
 * still makes its own subset of the glyphs it uses.
 */
export function parsedLabelFonts(): Record<LabelFontWeight, fontkit.Font> {
  if (parsed) return parsed;
  const bytes = labelFonts();
  const open = (weight: LabelFontWeight) => {
    const font = fontkit.create(bytes[weight]);
    if (!('layout' in font)) throw new Error(`label font ${FONT_FILES[weight]} is a collection`);
    return font;
  };
  parsed = { regular: open('regular'), bold: open('bold') };
  return parsed;
}
