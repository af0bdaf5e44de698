import type { DynamicColumnRecord, ListColumn } from './types';

/** Spec §9: at most 5 fixed columns unless dynamicOptions.fixedColumnCount says otherwise. */
export const DEFAULT_FIXED_COLUMN_COUNT = 5;

/** One field of the column chooser. */
export interface ChooserField {
  prop: string;
  label: string;
  fixed: boolean;
}

/** The chooser's two zones: chosen fields (in table order) and the available rest. */
export interface ColumnLayout {
  chosen: ChooserField[];
  available: ChooserField[];
}

/** Result of a chooser edit: the new layout, or why it was refused. */
export type LayoutChange =
  | { ok: true; layout: ColumnLayout }
  | { ok: false; reason: 'keepOne' }
  | { ok: false; reason: 'maxFixed'; limit: number };

const bySort = (a: DynamicColumnRecord, b: DynamicColumnRecord) => (a.sort ?? 0) - (b.sort ?? 0);
const toField = (record: DynamicColumnRecord): ChooserField => ({
  prop: record.chooseField,
  label: record.fieldName,
  fixed: Number(record.iconFlag) === 1,
});

/**
 * Server records → chooser zones: fieldName becomes the label, chooseField the prop, viewFlag 1
 * puts a field among the chosen, iconFlag 1 fixes it (spec §3).
 * @example
 * layoutFromRecords([{ fieldName: 'Name', chooseField: 'name', viewFlag: 1, iconFlag: 0, sort: 1 }]);
 */
export function layoutFromRecords(records: DynamicColumnRecord[]): ColumnLayout {
  const sorted = [...records].sort(bySort);
  return {
    chosen: sorted.filter((record) => Number(record.viewFlag) === 1).map(toField),
    available: sorted.filter((record) => Number(record.viewFlag) !== 1).map(toField),
  };
}

/**
 * Chooser zones → the records POSTed to saveUrl: chosen first (viewFlag 1, iconFlag 1 when fixed),
 * then the available ones (viewFlag 0), `sort` following that order.
 * @example
 * await post(saveUrl, recordsFromLayout(layout), { params });
 */
export function recordsFromLayout(layout: ColumnLayout): DynamicColumnRecord[] {
  const record = (field: ChooserField, viewFlag: 0 | 1, index: number): DynamicColumnRecord => ({
    fieldName: field.label,
    chooseField: field.prop,
    viewFlag,
    iconFlag: viewFlag === 1 && field.fixed ? 1 : 0,
    sort: index + 1,
  });
  return [
    ...layout.chosen.map((field, index) => record(field, 1, index)),
    ...layout.available.map((field, index) => record(field, 0, layout.chosen.length + index)),
  ];
}

/**
 * Moves an available field among the chosen (at `index`, default the end).
 * @example
 * addChosen(layout, 'weight');
 */
export function addChosen(layout: ColumnLayout, prop: string, index?: number): ColumnLayout {
  const field = layout.available.find((one) => one.prop === prop);
  if (!field) return layout;
  const chosen = [...layout.chosen];
  chosen.splice(index ?? chosen.length, 0, { ...field, fixed: false });
  return { chosen, available: layout.available.filter((one) => one.prop !== prop) };
}

/**
 * Moves a chosen field back to the available ones; the last chosen one stays (spec §5: 'keep at
 * least one selected item').
 * @example
 * const change = removeChosen(layout, 'name');
 * if (!change.ok) message.warning(t('shared:keepOneSelected'));
 */
export function removeChosen(layout: ColumnLayout, prop: string): LayoutChange {
  const field = layout.chosen.find((one) => one.prop === prop);
  if (!field) return { ok: true, layout };
  if (layout.chosen.length <= 1) return { ok: false, reason: 'keepOne' };
  return {
    ok: true,
    layout: {
      chosen: layout.chosen.filter((one) => one.prop !== prop),
      available: [...layout.available, { ...field, fixed: false }],
    },
  };
}

/**
 * Fixes or unfixes a chosen field; fixing beyond `limit` is refused (spec §5: 'at most N fields can
 * be fixed').
 * @example
 * const change = toggleFixed(layout, 'name', 5);
 */
export function toggleFixed(
  layout: ColumnLayout,
  prop: string,
  limit = DEFAULT_FIXED_COLUMN_COUNT,
): LayoutChange {
  const field = layout.chosen.find((one) => one.prop === prop);
  if (!field) return { ok: true, layout };
  const fixedCount = layout.chosen.filter((one) => one.fixed).length;
  if (!field.fixed && fixedCount >= limit) return { ok: false, reason: 'maxFixed', limit };
  return {
    ok: true,
    layout: {
      ...layout,
      chosen: layout.chosen.map((one) => (one.prop === prop ? { ...one, fixed: !one.fixed } : one)),
    },
  };
}

/**
 * Moves a chosen field to another position (drag and drop, or the keyboard arrows).
 * @example
 * moveChosen(layout, 0, 2);
 */
export function moveChosen(layout: ColumnLayout, from: number, to: number): ColumnLayout {
  if (from === to || from < 0 || from >= layout.chosen.length) return layout;
  const chosen = [...layout.chosen];
  const [field] = chosen.splice(from, 1);
  chosen.splice(Math.max(0, Math.min(to, chosen.length)), 0, field);
  return { ...layout, chosen };
}

/**
 * Applies the saved layout to the option's columns: chosen ones in their order with the server
 * label, fixed ones first and fixed left; unchosen ones hidden; columns the server does not know
 * keep their defaults at the end.
 * @example
 * const columns = applyLayout(option.column, layoutFromRecords(records));
 */
export function applyLayout<Row>(columns: ListColumn<Row>[], layout: ColumnLayout): ListColumn<Row>[] {
  const byProp = new Map(columns.map((column) => [column.prop as string, column]));
  const known = new Set([...layout.chosen, ...layout.available].map((field) => field.prop));
  const chosen: ListColumn<Row>[] = [];
  for (const field of layout.chosen) {
    const column = byProp.get(field.prop);
    if (column)
      chosen.push({ ...column, label: field.label, hide: false, fixed: field.fixed ? 'left' : undefined });
  }
  const fixedFirst = [...chosen.filter((c) => c.fixed), ...chosen.filter((c) => !c.fixed)];
  const unchosen = columns
    .filter((column) => known.has(column.prop) && !layout.chosen.some((f) => f.prop === column.prop))
    .map((column) => ({ ...column, hide: true }));
  const unknown = columns.filter((column) => !known.has(column.prop));
  return [...fixedFirst, ...unknown, ...unchosen];
}
