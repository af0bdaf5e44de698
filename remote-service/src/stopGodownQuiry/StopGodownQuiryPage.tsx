import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
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
import {
  decide,
  exportProblems,
  fetchHeldReasons,
  fetchProblems,
  VIEWS,
  type Decision,
  type ProblemParcel,
  type ProblemSearch,
} from './api';
import { CorrectReceiverDialog } from './CorrectReceiverDialog';
import { ParcelDetailDrawer } from './ParcelDetailDrawer';
import { Countdown } from './Countdown';
import { StuckParcels } from './StuckParcels';
import './texts';

const ROUTE_NAME = 'stopGodownQuiry';
const OPEN = ['AWAITING_SHIPPER', 'HOLD'];
const STATUS_COLORS: Record<string, string> = {
  AWAITING_SHIPPER: 'orange',
  HOLD: 'gold',
  REATTEMPT: 'blue',
  RETURN: 'purple',
  CLOSED: 'default',
  HELD: 'orange',
};

const loadPage = (query: PageQuery, search: ProblemSearch) =>
  fetchProblems({ ...query, ...search, view: search.view ?? 'OPEN', sort: search.sort ?? 'DEADLINE' });

/**
 * /stopGodownQuiry: the inbox of parcels held at a warehouse, soonest deadline first, with a
 * countdown each; re-attempt (one with a corrected receiver), return or hold one or many; export;
 * and the parcels with no scan for N days below.
 */
export default function StopGodownQuiryPage() {
  const { t } = useTranslation(NAMESPACE);
  const [reasons, setReasons] = useState<{ code: string; name: string }[]>([]);
  const [detailId, setDetailId] = useState<number | null>(null);
  const held = useListScreen<ProblemParcel, ProblemSearch>({
    cacheKey: ROUTE_NAME,
    initialSearch: { view: 'OPEN', sort: 'DEADLINE' },
    loadPage,
  });
  useEffect(() => {
    fetchHeldReasons().then(setReasons, () => undefined);
  }, []);

  const { selected, refresh, search } = held;
  const correcting = useActionDialog<ProblemParcel>(refresh);
  const run = useListCall(refresh);
  const decideMany = (decision: Decision, ids: number[]) =>
    run(
      () => decide({ ids, decision }),
      (answer) => t('problem.decided', { count: answer.changed.length }),
    );
  const selectedIds = selected.rows.filter((row) => OPEN.includes(row.status)).map((row) => row.id);
  const bulk = (decision: Decision, label: string) => ({
    key: decision,
    label: selectedIds.length ? `${label} (${selectedIds.length})` : label,
    permission: 'EDIT',
    disabled: selectedIds.length === 0,
    onClick: () => void decideMany(decision, selectedIds),
  });

  // the countdown first: what the shipper decides by, in view on any screen width
  const columns: ListColumn<ProblemParcel>[] = [
    {
      prop: 'deadlineAt',
      label: t('problem.columns.deadlineAt'),
      width: 150,
      slot: (row) => <Countdown deadlineAt={row.deadlineAt} open={OPEN.includes(row.status)} />,
    },
    { prop: 'billCode', label: t('problem.columns.billCode'), width: 150 },
    {
      prop: 'status',
      label: t('problem.columns.status'),
      width: 150,
      slot: (row) => <Tag color={STATUS_COLORS[row.status]}>{t(`problem.statuses.${row.status}`)}</Tag>,
    },
    { prop: 'reasonName', label: t('problem.columns.reasonName'), width: 190 },
    { prop: 'attempts', label: t('problem.columns.attempts'), width: 90, format: 'number' },
    { prop: 'courierNote', label: t('problem.columns.courierNote'), width: 260 },
    { prop: 'receiverName', label: t('problem.columns.receiverName'), width: 150 },
    { prop: 'receiverCity', label: t('problem.columns.receiverCity'), width: 160 },
    { prop: 'heldAt', label: t('problem.columns.heldAt'), width: 170, format: 'time' },
  ];

  return (
    <ListScreen<ProblemParcel, ProblemSearch, unknown>
      title={t('problem.title')}
      routeName={ROUTE_NAME}
      screen={held}
      search={{
        name: 'problemSearch',
        collapsedFields: 3,
        fields: [
          { name: 'billCode', label: t('problem.search.billCode'), input: <Input allowClear /> },
          {
            name: 'reasonCode',
            label: t('problem.search.reasonCode'),
            input: (
              <Select
                allowClear
                options={reasons.map((reason) => ({ value: reason.code, label: reason.name }))}
              />
            ),
          },
          {
            name: 'sort',
            label: t('problem.search.sort'),
            input: (
              <Select
                options={(['DEADLINE', 'HELD_AT'] as const).map((key) => ({
                  value: key,
                  label: t(`problem.sorts.${key}`),
                }))}
              />
            ),
          },
        ],
      }}
      status={{
        field: 'view',
        as: 'tabs',
        items: VIEWS.map((key) => ({ key, label: t(`problem.views.${key}`) })),
      }}
      selection
      toolbar={[
        bulk('REATTEMPT', t('problem.reattempt')),
        bulk('RETURN', t('problem.return')),
        bulk('HOLD', t('problem.hold')),
        {
          key: 'export',
          label: t('problem.export'),
          permission: 'EXCEL',
          export: () => exportProblems(search),
        },
      ]}
      columns={columns}
      rowActions={[
        { action: 'DETAIL', label: t('problem.detail.open'), onClick: (row) => setDetailId(row.id) },
        {
          action: 'EDIT',
          label: t('problem.correct'),
          when: (row) => OPEN.includes(row.status),
          onClick: correcting.open,
        },
      ]}
    >
      <StuckParcels />
      <ParcelDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      {correcting.target && (
        <CorrectReceiverDialog
          parcel={correcting.target}
          onClose={correcting.close}
          onDone={() => correcting.done(t('problem.decided', { count: 1 }))}
        />
      )}
    </ListScreen>
  );
}
