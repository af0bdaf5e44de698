import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Input from 'antd/es/input';
import {
  ListScreen,
  useListScreen,
  type ListColumn,
  type PageQuery,
  ReadableTag as Tag,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { CLAIM_STATUSES, exportClaims, fetchClaims, type Claim, type ClaimSearch } from './api';
import { ClaimDrawer } from './ClaimDrawer';
import { ClaimForm } from './ClaimForm';
import { CLAIM_STATUS_COLORS } from './claimStatus';
import './lifecycleTexts';

const ROUTE_NAME = 'workOrder';
const loadPage = (query: PageQuery, search: ClaimSearch) => fetchClaims({ ...query, ...search });

/** The claims tab: page, export, and the claim form with its cap. */
export function ClaimList({ openFor, claimNo }: { openFor?: string; claimNo?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [filing, setFiling] = useState(openFor !== undefined);
  const [viewing, setViewing] = useState<number | null>(null);
  useEffect(() => {
    if (!claimNo) return;
    fetchClaims({ current: 1, size: 1, claimNo }).then(
      (page) => page.records[0] && setViewing(page.records[0].id),
      () => undefined,
    );
  }, [claimNo]);
  const claims = useListScreen<Claim, ClaimSearch>({ cacheKey: `${ROUTE_NAME}.claims`, loadPage });
  const { refresh, search } = claims;
  const label = (prop: string) => t(`claim.columns.${prop}`);
  const columns: ListColumn<Claim>[] = [
    { prop: 'claimNo', label: label('claimNo'), width: 170 },
    { prop: 'billCode', label: label('billCode'), width: 150 },
    {
      prop: 'claimType',
      label: label('claimType'),
      width: 110,
      slot: (row) => t(`claim.types.${row.claimType}`),
    },
    { prop: 'amountClaimed', label: label('amountClaimed'), width: 140, format: 'money' },
    { prop: 'cap', label: label('cap'), width: 140, format: 'money' },
    { prop: 'amountApproved', label: label('amountApproved'), width: 140, format: 'money' },
    {
      prop: 'status',
      label: label('status'),
      width: 140,
      slot: (row) => <Tag color={CLAIM_STATUS_COLORS[row.status]}>{t(`claim.statuses.${row.status}`)}</Tag>,
    },
    {
      prop: 'payoutReference',
      label: t('lifecycle.claim.payoutReference'),
      width: 190,
      slot: (row) => row.payoutReference ?? '',
    },
    { prop: 'createdAt', label: label('createdAt'), width: 170, format: 'time' },
  ];
  return (
    <ListScreen<Claim, ClaimSearch, unknown>
      title={t('claim.title')}
      routeName={ROUTE_NAME}
      screen={claims}
      search={{
        name: 'claimSearch',
        fields: [{ name: 'billCode', label: t('claim.columns.billCode'), input: <Input allowClear /> }],
      }}
      toolbar={[
        {
          key: 'add',
          label: t('claim.add'),
          permission: 'ADD',
          mainAction: t('claim.mainAction'),
          onClick: () => setFiling(true),
        },
        { key: 'export', label: t('claim.export'), permission: 'EXCEL', export: () => exportClaims(search) },
      ]}
      status={{
        field: 'status',
        as: 'chips',
        items: CLAIM_STATUSES.map((key) => ({ key, label: t(`claim.statuses.${key}`) })),
      }}
      columns={columns}
      rowActions={[
        { action: 'DETAIL', label: t('lifecycle.claim.detail'), onClick: (row) => setViewing(row.id) },
      ]}
    >
      {filing && (
        <ClaimForm
          billCode={openFor}
          onClose={() => setFiling(false)}
          onSaved={(claimNo) => {
            setFiling(false);
            message.success(t('claim.saved', { claimNo }));
            refresh();
          }}
        />
      )}
      {viewing !== null && <ClaimDrawer id={viewing} onClose={() => setViewing(null)} onChanged={refresh} />}
    </ListScreen>
  );
}
