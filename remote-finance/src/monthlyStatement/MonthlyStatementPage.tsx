import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared';
import { ListScreen, useListScreen, useServerExport, type ListColumn, type PageQuery } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  exportStatementPdf,
  exportStatements,
  fetchStatements,
  type Statement,
  type StatementSearch,
} from './api';
import { StatementDrawer } from './StatementDrawer';
import { STATEMENT_STATUSES, StatementStatusTag } from './StatementStatusTag';
import './texts';

const ROUTE_NAME = 'monthlyStatement';

/** The search as the calls take it: only the fields set. */
const filterOf = (search: StatementSearch): StatementSearch => ({
  ...(search.period ? { period: search.period } : {}),
  ...(search.status ? { status: search.status } : {}),
});

const loadPage = (query: PageQuery, search: StatementSearch) =>
  fetchStatements({ ...query, ...filterOf(search) });

/** /monthlyStatement: the monthly settlement statements, each with its lines, taxes and PDF. */
export default function MonthlyStatementPage() {
  const { t } = useTranslation(NAMESPACE);
  const statements = useListScreen<Statement, StatementSearch>({
    cacheKey: ROUTE_NAME,
    initialSearch: {},
    loadPage,
  });
  const pdf = useServerExport();
  const [params] = useSearchParams();
  // the "statement issued" notification links to /monthlyStatement?id=<statement>
  const linked = Number(params.get('id'));
  const [openId, setOpenId] = useState<number | null>(Number.isInteger(linked) && linked > 0 ? linked : null);
  const label = (key: string) => t(`statement.columns.${key}`);
  const columns: ListColumn<Statement>[] = [
    { prop: 'statementNo', label: label('statementNo'), width: 170 },
    {
      prop: 'status',
      label: label('status'),
      width: 120,
      slot: (s) => <StatementStatusTag status={s.status} />,
    },
    { prop: 'period', label: label('period'), width: 100 },
    { prop: 'issueDay', label: label('issueDay'), width: 120 },
    { prop: 'dueDay', label: label('dueDay'), width: 120 },
    { prop: 'lineCount', label: label('lineCount'), width: 90, format: 'number' },
    { prop: 'taxBase', label: label('taxBase'), width: 140, format: 'money' },
    { prop: 'ppn', label: 'PPN', width: 110, format: 'money' },
    { prop: 'pph23', label: 'PPh 23', width: 110, format: 'money' },
    { prop: 'amountDue', label: label('amountDue'), width: 140, format: 'money' },
    { prop: 'outstanding', label: t('statementFlow.outstanding'), width: 140, format: 'money' },
  ];
  return (
    <ListScreen<Statement, StatementSearch, unknown>
      title={t('statement.title')}
      routeName={ROUTE_NAME}
      screen={statements}
      search={{
        name: 'statementSearch',
        fields: [
          { name: 'period', label: label('period'), input: <Input type="month" allowClear /> },
          {
            name: 'status',
            label: label('status'),
            input: (
              <Select
                allowClear
                style={{ minWidth: 160 }}
                options={STATEMENT_STATUSES.map((value) => ({
                  value,
                  label: t(`statement.statuses.${value}`),
                }))}
              />
            ),
          },
        ],
      }}
      toolbar={[
        {
          key: 'export',
          label: t('codBill.export'),
          permission: 'EXCEL',
          export: () => exportStatements(filterOf(statements.search)),
        },
      ]}
      rowActions={[
        { action: 'DETAIL', label: t('statement.open'), onClick: (s) => setOpenId(s.id) },
        {
          action: 'QUERY',
          perm: 'monthlyStatement_DETAIL',
          label: t('statement.pdf'),
          onClick: (s) => void pdf.run(`pdf-${s.id}`, () => exportStatementPdf(s)),
        },
      ]}
      columns={columns}
    >
      <StatementDrawer id={openId} onClose={() => setOpenId(null)} onChanged={() => statements.refresh()} />
    </ListScreen>
  );
}
