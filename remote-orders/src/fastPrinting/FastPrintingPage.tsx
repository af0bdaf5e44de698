import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import {
  buttonKeyOf,
  MissingActionNotice,
  PagedTable,
  tableColumns,
  usePageQuery,
  type PageQuery,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  fetchPrintConfig,
  queryFastPrint,
  type FastPrintingPage as FastPrintAnswer,
  type FastPrintRecord,
  type PrintConfig,
} from './api';
import { fastPrintColumns } from './fastPrintColumns';
import { FastPrintSearch, type FastPrintFilter } from './FastPrintSearch';
import { PrintBar, type PrintChoice } from './PrintBar';
import { usePrintLabels } from '../common/usePrintLabels';
import './texts';

/** /fastPrinting: find orders by pasted waybill numbers or by date and printed state, then print. */
export default function FastPrintingPage() {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<FastPrintFilter>({});
  const load = useCallback((query: PageQuery) => queryFastPrint({ ...filter, ...query }), [filter]);
  const list = usePageQuery<FastPrintRecord>(load, { key: ['fastPrinting', JSON.stringify(filter)] });
  const [selected, setSelected] = useState<number[]>([]);
  const [config, setConfig] = useState<PrintConfig>();
  const [choice, setChoice] = useState<PrintChoice>({ style: 'THERMAL_100x150', discountPrint: 0 });
  const { allowed, printing, print } = usePrintLabels();

  useEffect(() => {
    fetchPrintConfig().then(
      (loaded) => {
        setConfig(loaded);
        setChoice({ style: loaded.defaultStyle, discountPrint: loaded.discountPrint });
      },
      () => undefined, // the defaults above stay
    );
  }, []);

  const search = (next: FastPrintFilter) => {
    setSelected([]);
    setFilter(next);
    list.firstPage();
  };
  const printSelected = async (withCod: boolean) => {
    const items = selected.map((id) => ({ id }));
    const done = await print({ ...choice, type: 1, items, ...(withCod ? {} : { printCod: 0 }) });
    if (done) list.reload();
  };

  // the list keeps the answer whole; its type names only the page's fields
  const answer = list.page as FastPrintAnswer | undefined;
  const notFound = answer?.notFound ?? [];
  // pasted numbers of cancelled orders: left out by the server, their labels do not print
  const cancelled = answer?.cancelled ?? [];

  return (
    <Card title={t('fastPrinting.title')}>
      {!allowed && (
        <MissingActionNotice
          perm={buttonKeyOf('/customer-api/fastPrint/updatePrintCount')}
          action={t('fastPrinting.mainAction')}
        />
      )}
      <FastPrintSearch onSearch={search} />
      {notFound.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          data-testid="fast-print-not-found"
          title={t('fastPrinting.notFound', { count: notFound.length, codes: notFound.join(', ') })}
        />
      )}
      {cancelled.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          data-testid="fast-print-cancelled"
          title={t('fastPrinting.cancelled', { count: cancelled.length, codes: cancelled.join(', ') })}
        />
      )}
      <PrintBar
        choice={choice}
        onChoice={setChoice}
        config={config}
        onConfigSaved={setConfig}
        selected={selected.length}
        allowed={allowed}
        printing={printing}
        onPrint={(withCod) => void printSelected(withCod)}
      />
      <PagedTable<FastPrintRecord>
        list={list}
        dense
        columns={tableColumns<FastPrintRecord>({ columns: fastPrintColumns(t), idKey: 'id' })}
        selection={{
          keys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          // the server leaves cancelled orders out; should one come back, it cannot be chosen
          disabled: (row) => row.status === 'CANCELLED',
        }}
      />
    </Card>
  );
}
