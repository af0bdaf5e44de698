import fs from 'node:fs';
import path from 'node:path';

/**
 * The label font: Noto Sans CJK SC ("Noto Sans Hans", SIL Open Font License 1.1) from the npm
 * package @embedpdf/fonts-sc. One face covers Chinese, Latin and Indonesian text; pdfkit embeds
 * only the glyphs a document uses, so a label PDF stays small.
 */
const FONT_PACKAGE = '@embedpdf/fonts-sc';
const FONT_FILES = { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } as const;

export type LabelFontWeight = keyof typeof FONT_FILES;

let loaded: Record<LabelFontWeight, Buffer> | undefined;

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
