import { BizError } from '../../http/envelope';
import { pick, type Lang } from '../../i18n/language';
import { COLUMN_REGISTRY, MAX_FIXED_COLUMNS, type ColumnDefinition } from './columns-registry.rules';
import { ColumnRecord, ColumnSaveItem } from './columns.schemas';

export function registryOf(listKey: string): ColumnDefinition[] {
  const columns = Object.hasOwn(COLUMN_REGISTRY, listKey) ? COLUMN_REGISTRY[listKey] : undefined;
  if (!columns) throw new BizError('columns.unknownList', { listKey });
  return columns;
}

export function toRecord(
  column: ColumnDefinition,
  lang: Lang,
  viewFlag: 0 | 1,
  iconFlag: 0 | 1,
  sort: number,
) {
  return {
    fieldName: pick(column.label, lang),
    chooseField: column.prop,
    viewFlag,
    iconFlag,
    show: viewFlag === 1,
    sort,
  };
}

/** The registry's default layout of a list, labelled in `lang`. */
export function defaultColumns(listKey: string, lang: Lang): ColumnRecord[] {
  return registryOf(listKey).map((column, index) =>
    toRecord(column, lang, column.visible ? 1 : 0, column.fixed ? 1 : 0, index),
  );
}

/**
 * Checks a layout against the chooser's rules: known and distinct fields, at least one shown, at
 * most MAX_FIXED_COLUMNS fixed. Returns the items in their final order.
 */
export function validateLayout(listKey: string, items: ColumnSaveItem[]): ColumnSaveItem[] {
  const known = new Set(registryOf(listKey).map((column) => column.prop));
  const seen = new Set<string>();
  for (const item of items) {
    if (!known.has(item.chooseField)) throw new BizError('columns.unknownField', { field: item.chooseField });
    if (seen.has(item.chooseField)) throw new BizError('columns.duplicateField', { field: item.chooseField });
    seen.add(item.chooseField);
  }
  if (!items.some((item) => item.viewFlag === 1)) throw new BizError('columns.keepOneSelected');
  const fixed = items.filter((item) => item.iconFlag === 1).length;
  if (fixed > MAX_FIXED_COLUMNS) throw new BizError('columns.maxFixedColumns', { count: MAX_FIXED_COLUMNS });
  return items
    .map((item, index) => ({ item, order: item.sort ?? index, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item }) => item);
}
