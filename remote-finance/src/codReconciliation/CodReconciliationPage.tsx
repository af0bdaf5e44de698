import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatNumber } from 'shared';
import { ListScreen, useListScreen, type ListColumn, type PageQuery, ReadableTag } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  COMMISSION_STATUSES,
  exportCommission,
  fetchCommission,
  type CommissionFilter,
  type CommissionLine,
  type CommissionPage,
} from './api';
import { CommissionDetail } from './CommissionDetail';
import './texts';

const ROUTE_NAME = 'codReconciliation';
const COLORS: Record<CommissionLine['status'], string> = {
  UNBILLED: 'gold',
  BILLED: 'blue',
  DEDUCTED: 'green',
  REVERSED: 'default',
};

const clean = (search: CommissionFilter): CommissionFilter =>
  Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as CommissionFilter;

/** /codReconciliation (COD commission): the fee per COD parcel, its totals for the filter, detail, export. */
export default function CodReconciliationPage() {
  const { t } = useTranslation(NAMESPACE);
  const [totals, setTotals] = useState<CommissionPage['totals']>();
  const [detailId, setDetailId] = useState<number | null>(null);
  const loadPage = useCallback(
    (query: PageQuery, search: CommissionFilter) =>
      fetchCommission({ ...query, ...clean(search) }).then((page) => {
        setTotals(page.totals);
        return page;
      }),
    [],
  );
  const lines = useListScreen<CommissionLine, CommissionFilter>({
    cacheKey: ROUTE_NAME,
    initialSearch: {},
    loadPage,
  });
  const label = (prop: string) => t(`commission.columns.${prop}`);
  const columns: ListColumn<CommissionLine>[] = [
    { prop: 'billCode', label: label('billCode'), width: 160 },
    { prop: 'feeBase', label: label('feeBase'), width: 130, format: 'money' },
    {
      prop: 'rateBp',
      label: label('rate'),
      width: 80,
      slot: (line) => `${formatNumber(line.rateBp / 100, 2)}%`,
    },
    { prop: 'minFee', label: label('minFee'), width: 110, format: 'money' },
    { prop: 'fee', label: label('fee'), width: 110, format: 'money' },
    { prop: 'vat', label: label('vat'), width: 100, format: 'money' },
    { prop: 'total', label: label('total'), width: 110, format: 'money' },
    {
      prop: 'status',
      label: label('status'),
      width: 120,
      slot: (line) => (
        <ReadableTag color={COLORS[line.status]}>{t(`commission.statuses.${line.status}`)}</ReadableTag>
      ),
    },
    { prop: 'deliveredAt', label: label('deliveredAt'), width: 170, format: 'time' },
    { prop: 'batchNo', label: label('batchNo'), width: 170 },
  ];
  return (
    <ListScreen<CommissionLine, CommissionFilter, unknown>
      title={t('commission.title')}
      routeName={ROUTE_NAME}
      screen={lines}
      before={
        <Space size="large" data-testid="commission-totals" style={{ marginBottom: 12 }}>
          <span>{`${t('commission.totals.count')}: ${totals ? formatNumber(totals.count) : '…'}`}</span>
          <span>{`${label('fee')}: ${totals ? formatIdr(totals.fee) : '…'}`}</span>
          <span>{`${label('vat')}: ${totals ? formatIdr(totals.vat) : '…'}`}</span>
          <span>{`${label('total')}: ${totals ? formatIdr(totals.total) : '…'}`}</span>
        </Space>
      }
      search={{
        name: 'commissionSearch',
        collapsedFields: 2,
        fields: [
          {
            name: 'status',
            label: label('status'),
            input: (
              <Select
                allowClear
                options={COMMISSION_STATUSES.map((status) => ({
                  value: status,
                  label: t(`commission.statuses.${status}`),
                }))}
              />
            ),
          },
          { name: 'billCode', label: label('billCode'), input: <Input allowClear /> },
          { name: 'deliveredFrom', label: t('codBill.deliveredFrom'), input: <Input type="date" /> },
          { name: 'deliveredTo', label: t('codBill.deliveredTo'), input: <Input type="date" /> },
        ],
      }}
      toolbar={[
        {
          key: 'export',
          label: t('codBill.export'),
          permission: 'EXCEL',
          export: () => exportCommission(clean(lines.search)),
        },
      ]}
      rowActions={[
        { action: 'DETAIL', label: t('commission.detail'), onClick: (line) => setDetailId(line.id) },
      ]}
      columns={columns}
    >
      <CommissionDetail id={detailId} onClose={() => setDetailId(null)} />
    </ListScreen>
  );
}
