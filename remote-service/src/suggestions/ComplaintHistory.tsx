import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import {
  ListScreen,
  useListScreen,
  type ListColumn,
  type PageQuery,
  type SearchField,
  buttonKeyOf,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';
import {
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
  fetchComplaints,
  type Complaint,
  type ComplaintFilters,
} from './api';
import { ComplaintDetailDrawer } from './ComplaintDetailDrawer';
import { STATUS_COLORS } from './statusColors';

const ROUTE_NAME = 'suggestions';

const loadPage = (query: PageQuery, filters: ComplaintFilters) => fetchComplaints({ ...query, ...filters });

function columns(t: TFunction): ListColumn<Complaint>[] {
  const label = (prop: string) => t(`complaint.fields.${prop}`);
  return [
    { prop: 'createdAt', label: label('createdAt'), width: 170, format: 'time' },
    { prop: 'kind', label: label('kind'), width: 110, slot: (row) => t(`complaint.kinds.${row.kind}`) },
    {
      prop: 'category',
      label: label('category'),
      width: 160,
      slot: (row) => t(`complaint.categories.${row.category}`, { defaultValue: row.category }),
    },
    {
      prop: 'billCode',
      label: label('billCode'),
      width: 170,
      slot: (row) => (row.billCodes.length ? row.billCodes.join(', ') : (row.billCode ?? '')),
    },
    { prop: 'content', label: label('content'), width: 260 },
    {
      prop: 'status',
      label: label('status'),
      width: 120,
      slot: (row) => (
        <Tag color={STATUS_COLORS[row.status]}>
          {t(`complaint.statuses.${row.status}`, { defaultValue: row.status })}
        </Tag>
      ),
    },
  ];
}

/** The two filters, applied as soon as one changes (the selects name themselves). */
function filterFields(t: TFunction): SearchField[] {
  const select = (name: 'kind' | 'status', values: readonly string[], prefix: string) => ({
    name,
    input: (
      <Select
        allowClear
        aria-label={t(`complaint.filters.${name}`)}
        placeholder={t(`complaint.filters.${name}`)}
        options={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
      />
    ),
    span: 4,
  });
  return [
    select('kind', COMPLAINT_KINDS, 'complaint.kinds'),
    select('status', COMPLAINT_STATUSES, 'complaint.statuses'),
  ];
}

/** The user's complaints and suggestions, filterable by kind and status; a row opens its detail. */
export function ComplaintHistory({ reloadSignal }: { reloadSignal: number }) {
  const { t } = useTranslation(NAMESPACE);
  const complaints = useListScreen<Complaint, ComplaintFilters>({ cacheKey: ROUTE_NAME, loadPage });
  const [openId, setOpenId] = useState<number | null>(null);
  const { firstPage, reload } = complaints.list;
  useEffect(() => {
    // A new complaint was saved: show the first page, where it is, fresh.
    if (reloadSignal === 0) return;
    firstPage();
    reload();
  }, [reloadSignal, firstPage, reload]);

  return (
    <ListScreen<Complaint, ComplaintFilters, unknown>
      title={t('complaint.historyTitle')}
      routeName={ROUTE_NAME}
      screen={complaints}
      search={{ name: 'complaintFilters', fields: filterFields(t), live: true }}
      columns={columns(t)}
      rowActions={[
        {
          action: 'DETAIL',
          label: t('complaint.detail'),
          perm: buttonKeyOf('/customer-api/complaint/detail'),
          onClick: (complaint) => setOpenId(complaint.id),
        },
      ]}
    >
      <ComplaintDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListScreen>
  );
}
