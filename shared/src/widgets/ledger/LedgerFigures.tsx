import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { formatDate, formatIdr, formatTime } from '../../utils/format';
import type { WaybillLedgerData, WaybillLedgerEntry } from './api';
import './texts';

/** Entries that take money off what the shipper owes: shown with a minus (the gateway's LEDGER_CREDITS). */
const CREDITS: WaybillLedgerEntry['kind'][] = ['COUPON', 'CLAIM', 'LINE_CREDIT'];

/** A WIB day (yyyy-MM-dd) as the portal writes days. */
const dayOf = (day: string | null, locale: string) =>
  day ? formatDate(`${day}T12:00:00+07:00`, locale) : '--';

/** Where an entry is settled: its document, or the kind of document that will settle it. */
function useSettledText() {
  const { t } = useTranslation('shared');
  return (entry: WaybillLedgerEntry) =>
    entry.documentNo || entry.settledIn === 'NOWHERE' || entry.settledIn === 'OPEN'
      ? t(`ledger.settled.${entry.settledIn}`, { documentNo: entry.documentNo })
      : t(`ledger.settled.${entry.settledIn}_next`);
}

/**
 * The figures of one waybill's ledger: COD amount, goods and declared value; every charge and
 * credit with where it is settled; the COD line's payout and the statement line. Amounts hidden
 * from the user (hide money) show as '--'.
 * @example
 * <LedgerFigures ledger={await fetchWaybillLedger('JP80100090093')} />
 */
export function LedgerFigures({ ledger }: { ledger: WaybillLedgerData }) {
  const { t, i18n } = useTranslation('shared');
  const settledText = useSettledText();
  const { cod, statement } = ledger;
  const signed = (entry: WaybillLedgerEntry) =>
    entry.amount === undefined
      ? formatIdr(undefined)
      : formatIdr(CREDITS.includes(entry.kind) ? -entry.amount : entry.amount);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="waybill-ledger">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'codAmount', label: t('ledger.codAmount'), children: formatIdr(ledger.codAmount) },
          { key: 'goodsValue', label: t('ledger.goodsValue'), children: formatIdr(ledger.goodsValue) },
          // the insured value, when the shipper declared one (a COD parcel's goods value is not it)
          ...(ledger.declaredValue > 0
            ? [
                {
                  key: 'declaredValue',
                  label: t('ledger.declaredValue'),
                  children: formatIdr(ledger.declaredValue),
                },
              ]
            : []),
        ]}
      />
      <Table<WaybillLedgerEntry>
        size="small"
        rowKey={(entry) => `${entry.kind}-${entry.reference ?? ''}-${entry.documentNo ?? ''}`}
        pagination={false}
        dataSource={ledger.entries}
        locale={{ emptyText: t('ledger.noEntries') }}
        data-testid="waybill-ledger-entries"
        columns={[
          { key: 'kind', title: t('ledger.item'), render: (_, entry) => t(`ledger.kinds.${entry.kind}`) },
          { key: 'amount', title: t('ledger.amount'), align: 'right', render: (_, entry) => signed(entry) },
          { key: 'settledIn', title: t('ledger.settledIn'), render: (_, entry) => settledText(entry) },
          { key: 'reference', title: t('ledger.reference'), render: (_, entry) => entry.reference ?? '' },
        ]}
      />
      {cod && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          title={t('ledger.cod.title')}
          data-testid="waybill-ledger-cod"
          items={[
            {
              key: 'status',
              label: t('ledger.cod.status'),
              children: t(`ledger.cod.statuses.${cod.status}`),
            },
            { key: 'net', label: t('ledger.cod.net'), children: formatIdr(cod.net) },
            { key: 'batch', label: t('ledger.cod.batch'), children: cod.batchNo ?? '--' },
            cod.paidAt
              ? {
                  key: 'paidAt',
                  label: t('ledger.cod.paidAt'),
                  children: formatTime(cod.paidAt, i18n.language),
                }
              : {
                  key: 'expectedPayDay',
                  label: t('ledger.cod.expectedPayDay'),
                  children: dayOf(cod.expectedPayDay, i18n.language),
                },
            {
              key: 'transferReference',
              label: t('ledger.cod.transferReference'),
              children: cod.transferReference ?? '--',
            },
          ]}
        />
      )}
      {statement && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 3 }}
          title={t('ledger.statement.title')}
          data-testid="waybill-ledger-statement"
          items={[
            {
              key: 'number',
              label: t('ledger.statement.number'),
              children: `${statement.statementNo} (${statement.period})`,
            },
            { key: 'billed', label: t('ledger.statement.billed'), children: formatIdr(statement.billed) },
            {
              key: 'settled',
              label: t('ledger.statement.settled'),
              children: formatIdr(statement.settledAmount),
            },
          ]}
        />
      )}
    </Space>
  );
}
