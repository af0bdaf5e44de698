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
import { exportTickets, fetchTickets, TICKET_STATUSES, type Ticket, type TicketSearch } from './api';
import { TICKET_STATUS_COLORS } from './claimStatus';
import './lifecycleTexts';
import { useCaseDialogs } from './useCaseDialogs';
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
const ticketIdOf = (ticketNo: string) =>
  fetchTickets({ current: 1, size: 1, ticketNo }).then((page) => page.records[0]?.id);

/** The tickets with their SLA clocks; new ticket, detail with the thread, export. */
export function TicketList({ openFor, ticketNo }: { openFor?: string; ticketNo?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const tickets = useListScreen<Ticket, TicketSearch>({ cacheKey: `${ROUTE_NAME}.tickets`, loadPage });
  const { refresh, search } = tickets;
  const { filing, viewing } = useCaseDialogs({ openFor, caseNo: ticketNo, findId: ticketIdOf, refresh });
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
          onClick: () => filing.open({ billCode: openFor }),
        },
        {
          key: 'export',
          label: t('ticket.export'),
          permission: 'EXCEL',
          export: () => exportTickets(search),
        },
      ]}
      columns={columns}
      rowActions={[{ action: 'DETAIL', label: t('ticket.detail'), onClick: (row) => viewing.open(row.id) }]}
    >
      {filing.target && (
        <TicketForm
          billCode={filing.target.billCode}
          onClose={filing.close}
          onSaved={(ticketNo) => filing.done(t('ticket.saved', { ticketNo }))}
        />
      )}
      {viewing.target !== null && (
        <TicketDrawer id={viewing.target} onClose={viewing.close} onChanged={refresh} />
      )}
    </ListScreen>
  );
}
