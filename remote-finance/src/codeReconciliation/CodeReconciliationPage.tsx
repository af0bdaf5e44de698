import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen, useListScreen, type ListColumn, type PageQuery, ReadableTag } from 'shared/widgets';
import { codListsChanged } from '../common/codLists';
import { NAMESPACE } from '../i18n';
import { BATCH_STATUSES, downloadTemplate, fetchBatches, type Batch, type BatchFilter } from './api';
import { BatchDrawer } from './BatchDrawer';
import { SettlementMatching } from './SettlementMatching';
import './texts';

const ROUTE_NAME = 'codeReconciliation';
const COLORS: Partial<Record<Batch['status'], string>> = {
  MAILED: 'gold',
  VERIFIED: 'cyan',
  ADJUSTED: 'orange',
  AGREED: 'blue',
  PAYMENT_SCHEDULED: 'blue',
  PAID: 'green',
  TRANSFER_FAILED: 'red',
};

const loadPage = (query: PageQuery, search: BatchFilter) =>
  fetchBatches({
    ...query,
    ...(Object.fromEntries(
      Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
    ) as BatchFilter),
  });

/**
 * /codeReconciliation: the COD batches, each opened in a drawer to verify, agree or dispute; and a
 * second tab, settlement matching of the shipper's own records.
 */
export default function CodeReconciliationPage() {
  const { t } = useTranslation(NAMESPACE);
  const batches = useListScreen<Batch, BatchFilter>({ cacheKey: ROUTE_NAME, initialSearch: {}, loadPage });
  const [openId, setOpenId] = useState<number | null>(null);
  const label = (prop: string) => t(`reconciliation.columns.${prop}`);
  const columns: ListColumn<Batch>[] = [
    { prop: 'batchNo', label: label('batchNo'), width: 180 },
    {
      prop: 'status',
      label: label('status'),
      width: 150,
      slot: (batch) => (
        <ReadableTag color={COLORS[batch.status]}>{t(`reconciliation.statuses.${batch.status}`)}</ReadableTag>
      ),
    },
    {
      prop: 'periodFrom',
      label: label('period'),
      width: 200,
      slot: (batch) => `${batch.periodFrom} – ${batch.periodTo}`,
    },
    { prop: 'parcelCount', label: label('parcelCount'), width: 90, format: 'number' },
    { prop: 'grossCod', label: label('grossCod'), width: 130, format: 'money' },
    { prop: 'commission', label: label('commission'), width: 120, format: 'money' },
    { prop: 'vat', label: label('vat'), width: 100, format: 'money' },
    { prop: 'returnFees', label: label('returnFees'), width: 120, format: 'money' },
    { prop: 'netPayout', label: label('netPayout'), width: 140, format: 'money' },
    { prop: 'plannedPayDay', label: label('plannedPayDay'), width: 120 },
  ];
  const list = (
    <ListScreen<Batch, BatchFilter, unknown>
      title={t('reconciliation.title')}
      routeName={ROUTE_NAME}
      screen={batches}
      search={{
        name: 'reconciliationSearch',
        fields: [
          {
            name: 'status',
            label: label('status'),
            input: (
              <Select
                allowClear
                options={BATCH_STATUSES.map((status) => ({
                  value: status,
                  label: t(`reconciliation.statuses.${status}`),
                }))}
              />
            ),
          },
          { name: 'batchNo', label: label('batchNo'), input: <Input allowClear /> },
        ],
      }}
      toolbar={[
        { key: 'template', label: t('reconciliation.template'), onClick: () => void downloadTemplate() },
      ]}
      rowActions={[
        { action: 'DETAIL', label: t('reconciliation.open'), onClick: (batch) => setOpenId(batch.id) },
      ]}
      columns={columns}
    >
      <BatchDrawer id={openId} onClose={() => setOpenId(null)} onChanged={codListsChanged} />
    </ListScreen>
  );
  return (
    <Tabs
      items={[
        { key: 'batches', label: t('reconciliation.tabs.batches'), children: list },
        { key: 'matching', label: t('reconciliation.tabs.matching'), children: <SettlementMatching /> },
      ]}
    />
  );
}
