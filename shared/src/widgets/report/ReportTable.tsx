import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType } from 'antd/es/table';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import type { ExportOutcome } from '../../http/export';
import { useTableAccess } from '../list/tableAccess';
import { useServerExport } from '../list/useServerExport';
import { ReportEmpty } from './ReportEmpty';
import './texts';

export interface ReportTableProps<Row extends object> {
  title: ReactNode;
  columns: ColumnsType<Row>;
  rows: Row[];
  rowKey: Extract<keyof Row, string> | ((row: Row) => string);
  /**
   * The table's export through the download centre (an `exportToFile` call of the report's export
   * operation): a small file is saved at once, a large one is prepared there and said so.
   */
  export?(): Promise<ExportOutcome | void>;
  loading?: boolean;
  /**
   * A table the gateway pages (a ranking): the page shown, its size, the total and what a page
   * change does; none (the default): every row of the period, no pager.
   */
  page?: { current: number; pageSize: number; total: number; onChange(current: number): void };
  'data-testid'?: string;
}

/**
 * A report's table with its export: every row of the period (reports are short: grouped figures,
 * not parcels), scrolling sideways on a phone; no rows: the empty state, not zeros.
 * @example
 * <ReportTable title={t('cod')} rows={report.rows} rowKey="bucket" columns={columns}
 *   export={() => exportToFile('/report-api/report/export', { ...filter, report: 'cod' }, 'cod.xlsx')} />
 */
export function ReportTable<Row extends object>(props: ReportTableProps<Row>) {
  const { t } = useTranslation('shared');
  const exports = useServerExport();
  const download = props.export;
  // a table wider than its card scrolls sideways: its region reachable by Tab (axe scrollable-region-focusable)
  const frame = useRef<HTMLDivElement>(null);
  useTableAccess(frame);
  return (
    <Card
      ref={frame}
      size="small"
      title={props.title}
      data-testid={props['data-testid']}
      extra={
        download && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={exports.running === 'report'}
            disabled={props.loading || props.rows.length === 0}
            onClick={() => void exports.run('report', download)}
          >
            {t('report.export')}
          </Button>
        )
      }
    >
      {props.loading ? (
        <Skeleton active />
      ) : props.rows.length === 0 ? (
        <ReportEmpty />
      ) : (
        <Table<Row>
          size="small"
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={props.rows}
          pagination={
            props.page
              ? {
                  current: props.page.current,
                  pageSize: props.page.pageSize,
                  total: props.page.total,
                  showSizeChanger: false,
                  onChange: props.page.onChange,
                }
              : false
          }
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
