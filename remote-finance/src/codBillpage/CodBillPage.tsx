import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buttonKeyOf,
  ListScreen,
  ReadableTag,
  useListScreen,
  WaybillLedgerDrawer,
  type ListColumn,
  type PageQuery,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';
import {
  COD_LINE_STATUSES,
  exportCodBill,
  fetchCodBill,
  type CodBillFilter,
  type CodBillPage,
  type CodLine,
} from './api';
import { BalanceCards } from './BalanceCards';
import { PayoutCalendar } from './PayoutCalendar';

const ROUTE_NAME = 'codBillpage';

export const LINE_COLORS: Record<CodLine['status'], string> = {
  AWAITING_COLLECTION: 'default',
  COLLECTED: 'gold',
  IN_BATCH: 'blue',
  REMITTED: 'green',
  DISPUTED: 'red',
  FAILED_TO_COLLECT: 'orange',
  RETURNED: 'default',
};

const clean = (search: CodBillFilter): CodBillFilter =>
  Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as CodBillFilter;

/**
 * /codBillpage: the COD lines with their balance cards, filters by status, waybill, batch and days;
 * a row opens its waybill's ledger (the money every screen shows the same).
 */
export default function CodBillPage() {
  const { t } = useTranslation(NAMESPACE);
  const [cards, setCards] = useState<CodBillPage['cards']>();
  const [ledgerOf, setLedgerOf] = useState<string | null>(null);
  const loadPage = useCallback(
    (query: PageQuery, search: CodBillFilter) =>
      fetchCodBill({ ...query, ...clean(search) }).then((page) => {
        setCards(page.cards);
        return page;
      }),
    [],
  );
  const lines = useListScreen<CodLine, CodBillFilter>({ cacheKey: ROUTE_NAME, initialSearch: {}, loadPage });
  const label = (prop: string) => t(`codBill.columns.${prop}`);
  const columns: ListColumn<CodLine>[] = [
    { prop: 'billCode', label: label('billCode'), width: 160 },
    { prop: 'customerOrderNo', label: label('customerOrderNo'), width: 160 },
    { prop: 'productType', label: label('productType'), width: 90 },
    { prop: 'codAmount', label: label('codAmount'), width: 130, format: 'money' },
    { prop: 'goodsValue', label: label('goodsValue'), width: 130, format: 'money' },
    {
      prop: 'status',
      label: label('status'),
      width: 150,
      slot: (line) => (
        <ReadableTag color={LINE_COLORS[line.status]}>{t(`codBill.statuses.${line.status}`)}</ReadableTag>
      ),
    },
    { prop: 'deliveredAt', label: label('deliveredAt'), width: 170, format: 'time' },
    { prop: 'signer', label: label('signer'), width: 130 },
    { prop: 'expectedPayoutDay', label: label('expectedPayoutDay'), width: 130 },
    { prop: 'batchNo', label: label('batchNo'), width: 170 },
  ];
  return (
    <ListScreen<CodLine, CodBillFilter, unknown>
      title={t('codBill.title')}
      routeName={ROUTE_NAME}
      screen={lines}
      before={
        <>
          <BalanceCards cards={cards} />
          <PayoutCalendar />
        </>
      }
      search={{
        name: 'codBillSearch',
        collapsedFields: 3,
        fields: [
          {
            name: 'status',
            label: label('status'),
            input: (
              <Select
                allowClear
                options={COD_LINE_STATUSES.map((status) => ({
                  value: status,
                  label: t(`codBill.statuses.${status}`),
                }))}
              />
            ),
          },
          { name: 'billCode', label: label('billCode'), input: <Input allowClear /> },
          { name: 'batchNo', label: label('batchNo'), input: <Input allowClear /> },
          { name: 'deliveredFrom', label: t('codBill.deliveredFrom'), input: <Input type="date" /> },
          { name: 'deliveredTo', label: t('codBill.deliveredTo'), input: <Input type="date" /> },
        ],
      }}
      toolbar={[
        {
          key: 'export',
          label: t('codBill.export'),
          permission: 'EXCEL',
          export: () => exportCodBill(clean(lines.search)),
        },
      ]}
      columns={columns}
      rowActions={[
        {
          action: 'DETAIL',
          perm: buttonKeyOf('/customer-api/waybillLedger/get', 'get', ROUTE_NAME),
          label: t('shared:ledger.open'),
          onClick: (line) => setLedgerOf(line.billCode),
        },
      ]}
    >
      <WaybillLedgerDrawer billCode={ledgerOf} onClose={() => setLedgerOf(null)} />
    </ListScreen>
  );
}
