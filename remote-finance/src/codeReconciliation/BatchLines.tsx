import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatIdr, useCan } from 'shared';
import { buttonKeyOf } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import type { BatchLine } from './api';
import './texts';

export interface BatchLinesProps {
  lines: BatchLine[];
  /** The batch takes disputes now (an open batch and the CHECK key). */
  mayDispute: boolean;
  onDispute(line: BatchLine): void;
  /** Opens the line's waybill ledger. */
  onLedger(billCode: string): void;
}

/** A batch's lines: COD amount, commission, PPN and status; each line disputes, or opens its waybill's money. */
export function BatchLines({ lines, mayDispute, onDispute, onLedger }: BatchLinesProps) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const mayOpenLedger = can(buttonKeyOf('/customer-api/waybillLedger/get', 'get', 'codeReconciliation'));
  return (
    <Table<BatchLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      columns={[
        { key: 'billCode', dataIndex: 'billCode', title: t('codBill.columns.billCode') },
        {
          key: 'codAmount',
          title: t('codBill.columns.codAmount'),
          render: (_, line) => formatIdr(line.codAmount),
        },
        {
          key: 'commission',
          title: t('reconciliation.columns.commission'),
          render: (_, line) => formatIdr(line.commission),
        },
        { key: 'vat', title: t('reconciliation.columns.vat'), render: (_, line) => formatIdr(line.vat) },
        {
          key: 'status',
          title: t('codBill.columns.status'),
          render: (_, line) => t(`codBill.statuses.${line.status}`),
        },
        {
          key: 'act',
          title: '',
          render: (_, line) => (
            <Space size={4}>
              {mayOpenLedger && (
                <Button size="small" type="link" onClick={() => onLedger(line.billCode)}>
                  {t('shared:ledger.open')}
                </Button>
              )}
              {mayDispute && line.status === 'IN_BATCH' && (
                <Button size="small" danger onClick={() => onDispute(line)}>
                  {t('reconciliation.dispute')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
