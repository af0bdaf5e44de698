import type { TFunction } from 'i18next';
import type { ListColumn } from 'shared/widgets';
import { formatBusinessTime } from 'shared';
import { StatusTag } from '../common/StatusTag';
import type { FastPrintRecord } from './api';

const dash = (value: string | null) => value || '--';

/** The quick-print table's columns. */
export function fastPrintColumns(t: TFunction): ListColumn<FastPrintRecord>[] {
  return [
    { prop: 'billCode', label: t('fastPrinting.columns.billCode'), width: 160 },
    {
      prop: 'customerOrderNo',
      label: t('fastPrinting.columns.customerOrderNo'),
      width: 170,
      slot: (row) => dash(row.customerOrderNo),
    },
    { prop: 'receiverName', label: t('fastPrinting.columns.receiver'), width: 150 },
    { prop: 'receiverCity', label: t('fastPrinting.columns.city'), width: 150 },
    {
      prop: 'status',
      label: t('fastPrinting.columns.status'),
      width: 130,
      slot: (row) => <StatusTag status={row.status} label={row.statusLabel} />,
    },
    { prop: 'printCount', label: t('fastPrinting.columns.printCount'), width: 90, format: 'number' },
    {
      prop: 'lastPrintedAt',
      label: t('fastPrinting.columns.lastPrintedAt'),
      width: 170,
      slot: (row) => formatBusinessTime(row.lastPrintedAt),
    },
  ];
}
