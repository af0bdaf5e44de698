import { useEffect, useMemo, useState } from 'react';
import { getDictionaryRows } from '../pickers/dictionary';
import type { DictItem, DictProps, ListColumn } from './types';

/**
 * Loads a dictionary (GET `dicUrl` answering `DictItem[]`), each item's value and label read from
 * the fields `props` names (default `value` / `label`). A failed load yields an empty list: a column
 * without its labels still shows the raw values.
 * @example
 * const goodsTypes = await loadDictionary('/customer-api/dict/goodsTypes', { value: 'code' });
 */
export async function loadDictionary(dicUrl: string, props: DictProps = {}): Promise<DictItem[]> {
  try {
    const items = (await getDictionaryRows(dicUrl, undefined, { silent: true })) as Record<string, unknown>[];
    if (!Array.isArray(items)) return [];
    const { value = 'value', label = 'label' } = props;
    return items.map((item) => ({
      ...item,
      value: item[value] as DictItem['value'],
      label: String(item[label] ?? item[value] ?? ''),
    }));
  } catch {
    return [];
  }
}

/** Dictionaries of the columns, by prop: `dicData` at once, `dicUrl` once loaded. */
export type ColumnDictionaries = Record<string, DictItem[]>;

/**
 * The dictionaries of every column with `dicData` or `dicUrl`, keyed by prop.
 * @example
 * const dictionaries = useColumnDictionaries(option.column);
 * dictLabel(dictionaries.goodsType, row.goodsType);
 */
export function useColumnDictionaries<Row>(columns: ListColumn<Row>[]): ColumnDictionaries {
  const urls = useMemo(
    () =>
      columns
        .filter((column) => column.dicUrl && !column.dicData)
        .map((c) => [c.prop, c.dicUrl!, c.dicProps ?? {}]),
    [columns],
  );
  const urlKey = JSON.stringify(urls);
  const [loaded, setLoaded] = useState<ColumnDictionaries>({});
  useEffect(() => {
    const pairs = JSON.parse(urlKey) as [string, string, DictProps][];
    // Nothing to load: no state update, so the page does not render a second time for nothing.
    if (pairs.length === 0) return undefined;
    let live = true;
    void Promise.all(
      pairs.map(async ([prop, url, props]) => [prop, await loadDictionary(url, props)] as const),
    ).then((entries) => live && setLoaded(Object.fromEntries(entries)));
    return () => {
      live = false;
    };
  }, [urlKey]);
  return useMemo(() => {
    // Only the columns that still have a dictionary: one loaded for a former dicUrl is left out.
    const dictionaries: ColumnDictionaries = {};
    for (const column of columns) {
      if (column.dicData) dictionaries[column.prop] = column.dicData;
      else if (column.dicUrl && loaded[column.prop]) dictionaries[column.prop] = loaded[column.prop];
    }
    return dictionaries;
  }, [columns, loaded]);
}

/**
 * The label of `value` in a dictionary (values compared as text), or undefined.
 * @example
 * dictLabel([{ value: 1, label: 'on' }], '1'); // 'on'
 */
export function dictLabel(items: DictItem[] | undefined, value: unknown): string | undefined {
  if (!items || value === null || value === undefined) return undefined;
  return items.find((item) => String(item.value) === String(value))?.label;
}
