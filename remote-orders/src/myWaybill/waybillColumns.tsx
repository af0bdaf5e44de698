import type { TFunction } from 'i18next';
import Typography from 'antd/es/typography';
import type { ListColumn } from 'shared/widgets';
import { StatusTag } from '../common/StatusTag';
import type { Waybill } from './api';
import './texts';

/** The my-waybills table in the kit's column vocabulary (phones arrive masked). */
export function waybillColumns(t: TFunction): ListColumn<Waybill>[] {
  const label = (prop: string) => t(`orderManagement.columns.${prop}`);
  return [
    {
      prop: 'billCode',
      label: label('billCode'),
      width: 160,
      fixed: 'left',
      slot: (row) => <Typography.Text copyable>{row.billCode}</Typography.Text>,
    },
    {
      prop: 'status',
      label: label('status'),
      width: 150,
      slot: (row) => <StatusTag status={row.status} label={row.statusLabel} />,
    },
    { prop: 'customerOrderNo', label: label('customerOrderNo'), width: 200 },
    // name and phone in columns of their own (as order management): a row stays one line high
    { prop: 'receiverName', label: label('receiver'), width: 150 },
    { prop: 'receiverPhone', label: label('receiverPhone'), width: 140 },
    {
      prop: 'receiverCity',
      label: label('destination'),
      width: 200,
      slot: (row) => `${row.receiverCity} / ${row.receiverDistrict}`,
    },
    { prop: 'productType', label: label('product'), width: 130, slot: (row) => row.productTypeName },
    { prop: 'weightKg', label: label('weight'), width: 110, format: 'kg' },
    { prop: 'codAmount', label: label('cod'), width: 130, format: 'money' },
    { prop: 'printCount', label: t('myWaybill.printCount'), width: 100, format: 'number' },
    { prop: 'createdAt', label: label('createdAt'), width: 160, format: 'time' },
  ];
}
