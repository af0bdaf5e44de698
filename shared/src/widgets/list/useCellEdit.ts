import { useCallback, useRef, useState, type Key } from 'react';
import App from 'antd/es/app';
import type { FormInstance } from 'antd/es/form';
import { isEmpty } from '../../utils/isEmpty';
import type { ListColumn, ListRow } from './types';

/** Cell-edit state of a table (spec §4): which rows are open, rows added inline. */
export interface CellEditState<Row> {
  isEditing(row: ListRow<Row>): boolean;
  start(row: ListRow<Row>): void;
  /** Validates the row's cells (first error as a warning), then saves; resolves whether it saved. */
  save(row: ListRow<Row>): Promise<boolean>;
  /** Restores the row; a new row without an id is removed. */
  cancel(row: ListRow<Row>): void;
  /** Adds an empty row in edit mode on top. */
  addRow(): void;
  added: ListRow<Row>[];
  saving: Key | null;
}

/** Strips the spec's row flags ($cellEdit, $index, ...) before a row is sent. */
export function withoutFlags<Row>(row: ListRow<Row>): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('$'))) as Row;
}

/** The table row key: the id, or a temporary key for a new row. */
export function rowKeyOf<Row>(row: ListRow<Row>, idKey: string): Key {
  const id = (row as Record<string, unknown>)[idKey];
  return isEmpty(id) ? `$new-${row.$index ?? 0}` : (id as Key);
}

interface CellEditInput<Row> {
  form: FormInstance;
  idKey: string;
  columns: ListColumn<Row>[];
  /** Sends the edited row (no id = a new row); a rejection keeps the row open. */
  onSave(row: Row): Promise<unknown>;
  onSaved?(): void;
}

/**
 * Cell edit (spec §4, §5): start, save (validate the cell rules, show the first error as a warning,
 * then emit the update) or cancel (restore; a new row without id is removed). Cell values live in
 * `form` under `[rowKey, prop]`.
 * @example
 * const [form] = Form.useForm();
 * const cells = useCellEdit({ form, idKey: 'id', columns, onSave: (row) => post(url, row), onSaved: reload });
 */
export function useCellEdit<Row>({
  form,
  idKey,
  columns,
  onSave,
  onSaved,
}: CellEditInput<Row>): CellEditState<Row> {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Set<Key>>(() => new Set());
  const [added, setAdded] = useState<ListRow<Row>[]>([]);
  const [saving, setSaving] = useState<Key | null>(null);
  const nextNew = useRef(1);
  const cellProps = columns.filter((column) => column.cell).map((column) => column.prop as string);

  const open = useCallback(
    (key: Key, open: boolean) =>
      setEditing((previous) => {
        const next = new Set(previous);
        if (open) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  const isEditing = (row: ListRow<Row>) => editing.has(rowKeyOf(row, idKey));

  const start = (row: ListRow<Row>) => {
    const key = rowKeyOf(row, idKey);
    const values = Object.fromEntries(
      cellProps.map((prop) => [prop, (row as Record<string, unknown>)[prop]]),
    );
    form.setFieldValue(String(key), values);
    open(key, true);
  };

  const save = async (row: ListRow<Row>) => {
    const key = rowKeyOf(row, idKey);
    try {
      await form.validateFields(cellProps.map((prop) => [String(key), prop]));
    } catch (error) {
      const first = (error as { errorFields?: { errors: string[] }[] }).errorFields?.[0]?.errors[0];
      if (first) message.warning(first);
      return false;
    }
    const values = (form.getFieldValue(String(key)) ?? {}) as Partial<Row>;
    setSaving(key);
    try {
      await onSave(withoutFlags({ ...row, ...values }));
    } catch {
      setSaving(null);
      return false;
    }
    setSaving(null);
    open(key, false);
    setAdded((previous) => previous.filter((one) => rowKeyOf(one, idKey) !== key));
    onSaved?.();
    return true;
  };

  const cancel = (row: ListRow<Row>) => {
    const key = rowKeyOf(row, idKey);
    open(key, false);
    form.setFieldValue(String(key), undefined);
    if (typeof key === 'string' && key.startsWith('$new-'))
      setAdded((previous) => previous.filter((one) => rowKeyOf(one, idKey) !== key));
  };

  const addRow = () => {
    const row = { $index: nextNew.current, $cellEdit: true } as ListRow<Row>;
    nextNew.current += 1;
    setAdded((previous) => [row, ...previous]);
    start(row);
  };

  return { isEditing, start, save, cancel, addRow, added, saving };
}
