import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { deleteRow, fetchRowDetail } from './rowApi';
import { withoutFlags } from './useCellEdit';
import type { FormMode } from './FormDialog';
import type { ListOption, ListRow } from './types';
import './texts';

/** Which dialog is open and for which row. */
export type DialogState<Row> =
  | { kind: 'none' }
  | { kind: 'form'; mode: FormMode; row?: Partial<Row> }
  | { kind: 'detail'; row?: ListRow<Row> };

export interface RowDialogs<Row> {
  dialog: DialogState<Row>;
  openAdd(): void;
  openEdit(row: ListRow<Row>): void;
  /** Opens the detail dialog, loading the row through viewUrl when configured. */
  openView(row: ListRow<Row>): Promise<void>;
  /** Asks 'confirm deleting this item?', then POSTs deleteUrl; resolves whether it was deleted. */
  confirmDelete(rows: ListRow<Row>[]): Promise<boolean>;
  close(): void;
}

/**
 * Dialog state and the row calls of a list: view (GET viewUrl, spec §7), add/edit, delete with
 * confirmation, the server's msg on success and `onDeleteSuccess` (the delete-success event).
 * @example
 * const dialogs = useRowDialogs(option, { onDeleteSuccess: reload });
 */
export function useRowDialogs<Row>(
  option: ListOption<Row>,
  { onDeleteSuccess }: { onDeleteSuccess?(rows: Row[]): void },
): RowDialogs<Row> {
  const { t } = useTranslation('shared');
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<DialogState<Row>>({ kind: 'none' });
  const idKey = option.idKey ?? 'id';

  const idOf = useCallback((row: ListRow<Row>) => (row as Record<string, unknown>)[idKey], [idKey]);

  const openView = useCallback(
    async (row: ListRow<Row>) => {
      if (!option.viewUrl) {
        setDialog({ kind: 'detail', row });
        return;
      }
      setDialog({ kind: 'detail' });
      const query = option.viewQuery ? option.viewQuery(row) : { [idKey]: idOf(row) };
      try {
        const detail = await fetchRowDetail<ListRow<Row>>(option.viewUrl, query);
        setDialog((current) => (current.kind === 'detail' ? { kind: 'detail', row: detail } : current));
      } catch {
        setDialog({ kind: 'none' });
      }
    },
    [option, idKey, idOf],
  );

  const confirmDelete = useCallback(
    (rows: ListRow<Row>[]) =>
      new Promise<boolean>((resolve) => {
        const deleteUrl = option.deleteUrl;
        if (!deleteUrl || !rows.length) return resolve(false);
        modal.confirm({
          content: t('confirmDelete'),
          onCancel: () => resolve(false),
          onOk: async () => {
            let msg: string | undefined;
            try {
              for (const row of rows) {
                const params = option.deleteParams ? option.deleteParams(row) : { id: idOf(row) };
                msg = await deleteRow(deleteUrl, params);
              }
            } catch {
              resolve(false);
              return;
            }
            message.success(msg || t('deletedSuccessfully'));
            onDeleteSuccess?.(rows.map((row) => withoutFlags(row)));
            resolve(true);
          },
        });
      }),
    [option, modal, message, t, idOf, onDeleteSuccess],
  );

  return {
    dialog,
    openAdd: useCallback(() => setDialog({ kind: 'form', mode: 'add' }), []),
    openEdit: useCallback(
      (row: ListRow<Row>) => setDialog({ kind: 'form', mode: 'edit', row: withoutFlags(row) }),
      [],
    ),
    openView,
    confirmDelete,
    close: useCallback(() => setDialog({ kind: 'none' }), []),
  };
}
