import type { TFunction } from 'i18next';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { ListColumn } from 'shared/widgets';
import { formatIdr, formatKg, formatTime } from 'shared';
import { StatusTag } from '../common/StatusTag';
import type { ManagedOrder } from './api';
import './texts';

/**
 * The order management table in the kit's column vocabulary (phones arrive masked). The props of
 * the gateway's column registry (listKey orderManagement) follow the user's saved layout; the
 * others always show after them.
 */
export function orderColumns(t: TFunction): ListColumn<ManagedOrder>[] {
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
    { prop: 'receiverName', label: label('receiver'), width: 150 },
    { prop: 'receiverPhone', label: label('receiverPhone'), width: 140 },
    {
      prop: 'receiverCity',
      label: label('destination'),
      width: 220,
      slot: (row) => `${row.receiverProvince} / ${row.receiverCity} / ${row.receiverDistrict}`,
    },
    { prop: 'productTypeName', label: label('product'), width: 130 },
    {
      prop: 'weight',
      label: label('weight'),
      width: 130,
      slot: (row) => (
        <Tooltip title={t('orderManagement.chargeable', { weight: formatKg(row.chargeableWeightKg) })}>
          {formatKg(row.weightKg)}
        </Tooltip>
      ),
    },
    {
      prop: 'lengthCm',
      label: label('sizes'),
      width: 130,
      slot: (row) =>
        row.lengthCm && row.widthCm && row.heightCm
          ? `${row.lengthCm} × ${row.widthCm} × ${row.heightCm}`
          : '-',
    },
    {
      prop: 'senderDistrict',
      label: label('senderDistrict'),
      width: 180,
      slot: (row) => `${row.senderCity} / ${row.senderDistrict}`,
    },
    { prop: 'codAmount', label: label('cod'), width: 130, format: 'money' },
    {
      prop: 'totalFee',
      label: label('fees'),
      width: 130,
      slot: (row) => (
        <Tooltip
          title={t('orderManagement.feeBreakdown', {
            freight: formatIdr(row.freightFee),
            insurance: formatIdr(row.insuranceFee),
            cod: formatIdr(row.codFee),
          })}
        >
          {formatIdr(row.totalFee)}
        </Tooltip>
      ),
    },
    {
      prop: 'latestScanTime',
      label: label('latestScanTime'),
      width: 160,
      format: 'time',
    },
    { prop: 'createTime', label: label('createdAt'), width: 160, slot: (row) => formatTime(row.createdAt) },
  ];
}
