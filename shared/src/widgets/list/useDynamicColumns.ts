import { useCallback, useEffect, useMemo, useState } from 'react';
import App from 'antd/es/app';
import { applyLayout, layoutFromRecords, recordsFromLayout, type ColumnLayout } from './columnLayout';
import { fetchColumnRecords, saveColumnRecords } from './rowApi';
import type { DynamicColumnRecord, DynamicOptions, ListColumn } from './types';

/** The table's columns after the user's saved layout, and the chooser's calls. */
export interface DynamicColumnsState<Row> {
  columns: ListColumn<Row>[];
  /** The chooser's zones (from the server's records). */
  layout: ColumnLayout;
  loaded: boolean;
  save(layout: ColumnLayout): Promise<void>;
  restoreDefault(): Promise<ColumnLayout>;
}

const layoutOfColumns = <Row>(columns: ListColumn<Row>[]): ColumnLayout => ({
  chosen: columns
    .filter((c) => !c.hide)
    .map((c) => ({ prop: c.prop, label: c.label, fixed: Boolean(c.fixed) })),
  available: columns.filter((c) => c.hide).map((c) => ({ prop: c.prop, label: c.label, fixed: false })),
});

/**
 * Dynamic columns (spec §7): GET `getUrl` (fieldName → label, chooseField → prop, viewFlag,
 * iconFlag) shapes the table; `save` POSTs the records to `saveUrl` and shows the server's msg;
 * `restoreDefault` GETs `defaultUrl`. A non-success code shows its msg as an error. Without
 * options the columns stay as given.
 * @example
 * const dynamic = useDynamicColumns(option.column, option.dynamicOptions);
 * <Table columns={tableColumns({ columns: dynamic.columns, ... })} />
 */
export function useDynamicColumns<Row>(
  columns: ListColumn<Row>[],
  options: DynamicOptions | undefined,
): DynamicColumnsState<Row> {
  const { message } = App.useApp();
  const [records, setRecords] = useState<DynamicColumnRecord[] | null>(null);
  const params = options?.params;
  const getUrl = options?.getUrl;

  useEffect(() => {
    if (!getUrl) return;
    let live = true;
    fetchColumnRecords(getUrl, params).then(
      (loaded) => live && setRecords(loaded),
      () => live && setRecords([]),
    );
    return () => {
      live = false;
    };
    // params is an object literal in most callers: compare by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [getUrl, JSON.stringify(params)]);

  const layout = useMemo(
    () => (records?.length ? layoutFromRecords(records) : layoutOfColumns(columns)),
    [records, columns],
  );
  const shaped = useMemo(
    () => (records?.length ? applyLayout(columns, layout) : columns),
    [records, columns, layout],
  );

  const save = useCallback(
    async (next: ColumnLayout) => {
      if (!options) return;
      const saved = recordsFromLayout(next);
      const msg = await saveColumnRecords(options.saveUrl, saved, options.params);
      if (msg) message.success(msg);
      setRecords(saved);
    },
    [options, message],
  );

  const restoreDefault = useCallback(async () => {
    if (!options) return layoutOfColumns(columns);
    const defaults = await fetchColumnRecords(options.defaultUrl, options.params);
    setRecords(defaults);
    return defaults.length ? layoutFromRecords(defaults) : layoutOfColumns(columns);
  }, [options, columns]);

  return { columns: shaped, layout, loaded: !getUrl || records !== null, save, restoreDefault };
}
