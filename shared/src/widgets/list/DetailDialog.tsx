import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Spin from 'antd/es/spin';
import { DisplayValue, formatCell } from './display';
import { ListDialog } from './ListDialog';
import type { ColumnDictionaries } from './dictionary';
import type { ListColumn, ListRow } from './types';
import './texts';

export interface DetailDialogProps<Row> {
  open: boolean;
  title: string;
  columns: ListColumn<Row>[];
  dictionaries: ColumnDictionaries;
  /** The row to show; undefined while it loads. */
  row?: ListRow<Row>;
  onClose(): void;
  width?: number;
  top?: number;
}

/**
 * The separate detail dialog for view (spec §2): every column's display value (sanitised, '--' when
 * empty), in the list dialog frame.
 * @example
 * <DetailDialog open title="Goods templates" columns={columns} dictionaries={dictionaries} row={detail} onClose={close} />
 */
export function DetailDialog<Row>({
  open,
  title,
  columns,
  dictionaries,
  row,
  onClose,
  width,
  top,
}: DetailDialogProps<Row>) {
  const { t } = useTranslation('shared');
  return (
    <ListDialog
      open={open}
      title={t('list.viewTitle', { title })}
      onClose={onClose}
      width={width}
      top={top}
      testId="list-detail-dialog"
      footer={<Button onClick={onClose}>{t('list.cancel')}</Button>}
    >
      {row ? (
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          bordered
          size="small"
          items={columns.map((column) => ({
            key: column.prop,
            label: column.label,
            children: column.slot ? (
              column.slot(row)
            ) : column.format ? (
              formatCell(row[column.prop], column.format, column.decimals)
            ) : (
              <DisplayValue value={row[column.prop]} dictionary={dictionaries[column.prop]} />
            ),
          }))}
        />
      ) : (
        <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </ListDialog>
  );
}
