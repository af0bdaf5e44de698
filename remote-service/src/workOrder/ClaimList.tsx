import { useTranslation } from 'react-i18next';
import Input from 'antd/es/input';
import {
  ListScreen,
  useListScreen,
  type ListColumn,
  type PageQuery,
  ReadableTag as Tag,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  CLAIM_STATUSES,
  exportClaims,
  fetchClaims,
  type Claim,
  type ClaimSearch,
  type ClaimType,
} from './api';
import { ClaimDrawer } from './ClaimDrawer';
import { ClaimForm } from './ClaimForm';
import { CLAIM_STATUS_COLORS } from './claimStatus';
import './lifecycleTexts';
import { useCaseDialogs } from './useCaseDialogs';

const ROUTE_NAME = 'workOrder';
const loadPage = (query: PageQuery, search: ClaimSearch) => fetchClaims({ ...query, ...search });
const claimIdOf = (claimNo: string) =>
  fetchClaims({ current: 1, size: 1, claimNo }).then((page) => page.records[0]?.id);

/** The claims tab: page, export, and the claim form with its cap. */
export function ClaimList({
  openFor,
  openType,
  claimNo,
}: {
  openFor?: string;
  /** The claim type the form opened for `openFor` starts with (its cap shown at once). */
  openType?: ClaimType;
  claimNo?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const claims = useListScreen<Claim, ClaimSearch>({ cacheKey: `${ROUTE_NAME}.claims`, loadPage });
  const { refresh, search } = claims;
  const { filing, viewing } = useCaseDialogs({ openFor, caseNo: claimNo, findId: claimIdOf, refresh });
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
          onClick: () => filing.open({ billCode: openFor }),
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
        { action: 'DETAIL', label: t('lifecycle.claim.detail'), onClick: (row) => viewing.open(row.id) },
      ]}
    >
      {filing.target && (
        <ClaimForm
          billCode={filing.target.billCode}
          claimType={openFor !== undefined && filing.target.billCode === openFor ? openType : undefined}
          onClose={filing.close}
          onSaved={(claimNo) => filing.done(t('claim.saved', { claimNo }))}
        />
      )}
      {viewing.target !== null && (
        <ClaimDrawer id={viewing.target} onClose={viewing.close} onChanged={refresh} />
      )}
    </ListScreen>
  );
}
