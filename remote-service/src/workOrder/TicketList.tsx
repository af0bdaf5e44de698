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
import { exportTickets, fetchTickets, TICKET_STATUSES, type Ticket, type TicketSearch } from './api';
import { TICKET_STATUS_COLORS } from './claimStatus';
import './lifecycleTexts';
import { TicketDrawer } from './TicketDrawer';
import { TicketForm } from './TicketForm';

const ROUTE_NAME = 'workOrder';
const CLOCK_COLORS: Record<string, string> = {
  ON_TIME: 'green',
  DUE_SOON: 'orange',
  OVERDUE: 'red',
  MET: 'blue',
  MISSED: 'volcano',
};

const loadPage = (query: PageQuery, search: TicketSearch) => fetchTickets({ ...query, ...search });

/** The tickets with their SLA clocks; new ticket, detail with the thread, export. */
export function TicketList({ openFor, ticketNo }: { openFor?: string; ticketNo?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [creating, setCreating] = useState(openFor !== undefined);
  const [viewing, setViewing] = useState<number | null>(null);
  useEffect(() => {
    if (!ticketNo) return;
    fetchTickets({ current: 1, size: 1, ticketNo }).then(
      (page) => page.records[0] && setViewing(page.records[0].id),
      () => undefined,
    );
  }, [ticketNo]);
  const tickets = useListScreen<Ticket, TicketSearch>({ cacheKey: `${ROUTE_NAME}.tickets`, loadPage });
  const { refresh, search } = tickets;
  const label = (prop: string) => t(`ticket.columns.${prop}`);
  const columns: ListColumn<Ticket>[] = [
    { prop: 'ticketNo', label: label('ticketNo'), width: 170 },
    { prop: 'billCodes', label: label('billCodes'), width: 170, slot: (row) => row.billCodes.join(', ') },
    {
      prop: 'typeName',
      label: label('typeName'),
      width: 220,
      slot: (row) => `${row.typeName} / ${row.subtypeName}`,
    },
    {
      prop: 'status',
      label: label('status'),
      width: 130,
      slot: (row) => <Tag color={TICKET_STATUS_COLORS[row.status]}>{t(`ticket.statuses.${row.status}`)}</Tag>,
    },
    {
      prop: 'assignee',
      label: t('lifecycle.assignee'),
      width: 170,
      slot: (row) => row.assignee ?? t('lifecycle.unassigned'),
    },
    {
      prop: 'slaClock',
      label: label('slaClock'),
      width: 140,
      slot: (row) => <Tag color={CLOCK_COLORS[row.slaClock]}>{t(`ticket.clocks.${row.slaClock}`)}</Tag>,
    },
    { prop: 'resolveDueAt', label: label('resolveDueAt'), width: 170, format: 'time' },
    { prop: 'createdAt', label: label('createdAt'), width: 170, format: 'time' },
  ];
  return (
    <ListScreen<Ticket, TicketSearch, unknown>
      title={t('ticket.tabs.tickets')}
      routeName={ROUTE_NAME}
      screen={tickets}
      search={{
        name: 'ticketSearch',
        fields: [
          { name: 'ticketNo', label: t('ticket.search.ticketNo'), input: <Input allowClear /> },
          { name: 'billCode', label: t('ticket.search.billCode'), input: <Input allowClear /> },
        ],
      }}
      status={{
        field: 'status',
        as: 'chips',
        items: TICKET_STATUSES.map((key) => ({ key, label: t(`ticket.statuses.${key}`) })),
      }}
      toolbar={[
        {
          key: 'add',
          label: t('ticket.add'),
          permission: 'ADD',
          mainAction: t('ticket.mainAction'),
          onClick: () => setCreating(true),
        },
        {
          key: 'export',
          label: t('ticket.export'),
          permission: 'EXCEL',
          export: () => exportTickets(search),
        },
      ]}
      columns={columns}
      rowActions={[{ action: 'DETAIL', label: t('ticket.detail'), onClick: (row) => setViewing(row.id) }]}
    >
      {creating && (
        <TicketForm
          billCode={openFor}
          onClose={() => setCreating(false)}
          onSaved={(ticketNo) => {
            setCreating(false);
            message.success(t('ticket.saved', { ticketNo }));
            refresh();
          }}
        />
      )}
      {viewing !== null && <TicketDrawer id={viewing} onClose={() => setViewing(null)} onChanged={refresh} />}
    </ListScreen>
  );
}
