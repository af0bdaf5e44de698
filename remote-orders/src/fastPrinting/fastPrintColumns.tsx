import type { TFunction } from 'i18next';
import type { ColumnsType } from 'antd/es/table';
import { formatBusinessTime } from 'shared';
import { StatusTag } from '../common/StatusTag';
import type { FastPrintRecord } from './api';

const dash = (value: string | null) => value || '--';

/** The quick-print table's columns. */
export function fastPrintColumns(t: TFunction): ColumnsType<FastPrintRecord> {
  return [
    { key: 'billCode', dataIndex: 'billCode', title: t('fastPrinting.columns.billCode') },
    {
      key: 'customerOrderNo',
      dataIndex: 'customerOrderNo',
      title: t('fastPrinting.columns.customerOrderNo'),
      render: dash,
    },
    { key: 'receiver', dataIndex: 'receiverName', title: t('fastPrinting.columns.receiver') },
    { key: 'city', dataIndex: 'receiverCity', title: t('fastPrinting.columns.city') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fastPrinting.columns.status'),
      render: (_: unknown, row) => <StatusTag status={row.status} label={row.statusLabel} />,
    },
    { key: 'printCount', dataIndex: 'printCount', title: t('fastPrinting.columns.printCount'), width: 90 },
    {
      key: 'lastPrintedAt',
      dataIndex: 'lastPrintedAt',
      title: t('fastPrinting.columns.lastPrintedAt'),
      render: (value: string | null) => formatBusinessTime(value),
    },
  ];
}
