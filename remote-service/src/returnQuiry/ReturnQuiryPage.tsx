import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Input from 'antd/es/input';
import { formatIdr } from 'shared';
import {
  ListScreen,
  useActionDialog,
  useListCall,
  useListScreen,
  type ListColumn,
  type PageQuery,
  ReadableTag as Tag,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { AttachmentLinks } from '../common/attachments/AttachmentLinks';
import {
  confirmReturn,
  CONFIRMATIONS,
  exportReturns,
  fetchReturns,
  type ParcelReturn,
  type ReturnSearch,
} from './api';
import { RejectReturnDialog } from './RejectReturnDialog';
import './texts';

const ROUTE_NAME = 'returnQuiry';
const CONFIRMATION_COLORS: Record<string, string> = {
  PENDING: 'orange',
  CONFIRMED: 'green',
  REJECTED: 'red',
};

const loadPage = (query: PageQuery, search: ReturnSearch) => fetchReturns({ ...query, ...search });

/** /returnQuiry: returned parcels with reason, fault group, fee and decision; confirm receipt or reject with photos. */
export default function ReturnQuiryPage() {
  const { t } = useTranslation(NAMESPACE);
  const { modal } = App.useApp();
  const returns = useListScreen<ParcelReturn, ReturnSearch>({ cacheKey: ROUTE_NAME, loadPage });
  const { refresh, search } = returns;
  const rejecting = useActionDialog<ParcelReturn>(refresh);
  const run = useListCall(refresh);

  const label = (prop: string) => t(`returns.columns.${prop}`);
  const columns: ListColumn<ParcelReturn>[] = [
    { prop: 'billCode', label: label('billCode'), width: 150 },
    {
      prop: 'status',
      label: label('status'),
      width: 170,
      slot: (row) => t(`returns.statuses.${row.status}`),
    },
    { prop: 'returnBillCode', label: label('returnBillCode'), width: 160 },
    { prop: 'reasonName', label: label('reasonName'), width: 190 },
    {
      prop: 'faultGroup',
      label: label('faultGroup'),
      width: 120,
      slot: (row) => t(`returns.faults.${row.faultGroup}`),
    },
    {
      prop: 'returnFee',
      label: label('returnFee'),
      width: 130,
      align: 'right',
      slot: (row) => (row.faultGroup === 'COURIER' ? t('returns.waived') : formatIdr(row.returnFee)),
    },
    {
      prop: 'decision',
      label: label('decision'),
      width: 160,
      slot: (row) => t(`returns.decisions.${row.decision}`),
    },
    { prop: 'receivedAt', label: label('receivedAt'), width: 170, format: 'time' },
    {
      prop: 'confirmation',
      label: label('confirmation'),
      width: 130,
      slot: (row) => (
        <Tag color={CONFIRMATION_COLORS[row.confirmation]}>
          {t(`returns.confirmations.${row.confirmation}`)}
        </Tag>
      ),
    },
    {
      prop: 'rejectionPhotoFiles',
      label: t('attachments.files'),
      width: 180,
      slot: (row) => <AttachmentLinks files={row.rejectionPhotoFiles} />,
    },
  ];

  return (
    <ListScreen<ParcelReturn, ReturnSearch, unknown>
      title={t('returns.title')}
      routeName={ROUTE_NAME}
      screen={returns}
      search={{
        name: 'returnSearch',
        fields: [{ name: 'billCode', label: t('returns.search.billCode'), input: <Input allowClear /> }],
      }}
      status={{
        field: 'confirmation',
        as: 'chips',
        items: CONFIRMATIONS.map((key) => ({ key, label: t(`returns.confirmations.${key}`) })),
      }}
      toolbar={[
        {
          key: 'export',
          label: t('returns.export'),
          permission: 'EXCEL',
          export: () => exportReturns(search),
        },
      ]}
      columns={columns}
      rowActions={[
        {
          action: 'CHECK',
          label: t('returns.confirm'),
          when: (row) => row.confirmation === 'PENDING' && row.status === 'RETURNED',
          // receipt cannot be undone (no rejection afterwards): asked first
          onClick: (row) =>
            void modal.confirm({
              title: t('returns.confirmTitle', { billCode: row.billCode }),
              content: t('returns.confirmBody', { returnBillCode: row.returnBillCode ?? '—' }),
              okText: t('returns.confirm'),
              cancelText: t('returns.cancel'),
              onOk: () =>
                run(
                  () => confirmReturn(row.id),
                  () => t('returns.confirmed'),
                ),
            }),
        },
        {
          // the same button key as confirm (returnQuiry_CHECK), its own action for the row's buttons
          action: 'UPDATE',
          perm: 'returnQuiry_CHECK',
          label: t('returns.reject'),
          when: (row) => row.confirmation === 'PENDING',
          onClick: rejecting.open,
        },
      ]}
    >
      {rejecting.target && (
        <RejectReturnDialog
          parcel={rejecting.target}
          onClose={rejecting.close}
          onDone={(ticketNo) => rejecting.done(t('returns.rejected', { ticketNo }))}
        />
      )}
    </ListScreen>
  );
}
