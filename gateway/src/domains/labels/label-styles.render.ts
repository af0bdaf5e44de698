import { BizError } from '../../http/envelope';

/** PDF points per millimetre (72 pt per inch). */
export const PT_PER_MM = 72 / 25.4;

/** A label is designed once on this reference card (mm) and scaled into each style's slot. */
export const REFERENCE_LABEL_MM = { width: 100, height: 150 } as const;

/** Where one label goes on a page, in points from the page's top-left corner. */
export interface LabelSlot {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelStyle {
  /** Page size in points. */
  page: { width: number; height: number };
  /** Label slots of one page, filled in order. */
  slots: LabelSlot[];
  /** Dashed lines between slots to cut along (A4 sheets). */
  cutLines: { x1: number; y1: number; x2: number; y2: number }[];
}

const mm = (value: number) => value * PT_PER_MM;

function singleLabel(widthMm: number, heightMm: number): LabelStyle {
  const page = { width: mm(widthMm), height: mm(heightMm) };
  return { page, slots: [{ x: 0, y: 0, ...page }], cutLines: [] };
}

function a4FourUp(): LabelStyle {
  const page = { width: mm(210), height: mm(297) };
  const width = page.width / 2;
  const height = page.height / 2;
  const slots = [0, 1].flatMap((row) =>
    [0, 1].map((col) => ({ x: col * width, y: row * height, width, height })),
  );
  return {
    page,
    slots,
    cutLines: [
      { x1: width, y1: 0, x2: width, y2: page.height },
      { x1: 0, y1: height, x2: page.width, y2: height },
    ],
  };
}

/** The label styles: a thermal roll label, an A6 sheet, and A4 with four labels (2 x 2). */
export const LABEL_STYLES = {
  THERMAL_100x150: singleLabel(100, 150),
  A6: singleLabel(105, 148),
  A4_4UP: a4FourUp(),
} satisfies Record<string, LabelStyle>;

export type LabelStyleName = keyof typeof LABEL_STYLES;
export const LABEL_STYLE_NAMES = Object.keys(LABEL_STYLES) as LabelStyleName[];

export function isLabelStyleName(value: string): value is LabelStyleName {
  return Object.hasOwn(LABEL_STYLES, value);
}

/**
 * The style named in a request, matched without regard to case; an unknown name is a business
 * error (code 400) that lists the styles.
 *
 * @example
 * labelStyleOf('a4_4up'); // 'A4_4UP'
 */
export function labelStyleOf(name: string): LabelStyleName {
  const wanted = name.trim().toUpperCase();
  const found = LABEL_STYLE_NAMES.find((style) => style.toUpperCase() === wanted);
  if (!found) throw new BizError('labels.badStyle', { styles: LABEL_STYLE_NAMES.join(', ') }, 400, 400);
  return found;
}
