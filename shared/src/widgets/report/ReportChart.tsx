import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import theme from 'antd/es/theme';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import type { ExportOutcome } from '../../http/export';
import { Link, useNavigate } from '../../routing/router';
import { readableLinkColor } from '../list/RowActions';
import { useServerExport } from '../list/useServerExport';
import { ReportEmpty } from './ReportEmpty';
import './texts';

export type ChartKind = 'line' | 'bar' | 'pie';

/** One numeric field of the rows drawn as a line, a bar or the slices of a donut. */
export interface ChartSeries {
  key: string;
  label: string;
}

export interface ReportChartProps<Row extends object> {
  title: ReactNode;
  kind: ChartKind;
  rows: Row[];
  /** The field naming each row: the x axis, the bars' names, the slices' names. */
  category: Extract<keyof Row, string>;
  categoryLabel: string;
  series: ChartSeries[];
  /**
   * The chart's text alternative, read by a screen reader instead of the drawing: what it shows
   * and its main figures ("Orders per day, 1–7 Nov: 120 created, 98 signed"). Its table is a click away.
   */
  summary: string;
  /** How the values read (`formatNumber` by default in the screen). */
  format(value: number): string;
  /** The list behind a row (its drill-down): clicking its bar, point or slice, or its table cell, opens it. */
  linkOf?(row: Row): string | undefined;
  height?: number;
  horizontal?: boolean;
  loading?: boolean;
  /** The chart's table exported through the download centre (as `ReportTable`'s `export`). */
  export?(): Promise<ExportOutcome | void>;
  'data-testid'?: string;
}

const ChartCanvas = lazy(() => import('./charts'));

/**
 * A report chart: drawn lazily (recharts in a chunk of its own), in the theme's colours (the Dark
 * theme too), with a text alternative (`summary` as the figure's accessible name) and its table a
 * click away; each row drills down to its list; no rows: the empty state, not zeros.
 * @example
 * <ReportChart title={t('perDay')} kind="line" rows={series.days} category="day" categoryLabel={t('day')}
 *   series={[{ key: 'created', label: t('created') }]} summary={summaryOf(series)} format={formatNumber}
 *   linkOf={(day) => ordersLink({ createdAt: dayRange(day.day) })} />
 */
export function ReportChart<Row extends object>(props: ReportChartProps<Row>) {
  const { kind, rows, category, series, format, linkOf, height = 280 } = props;
  const { t } = useTranslation('shared');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const exports = useServerExport();
  const download = props.export;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleText = typeof props.title === 'string' ? props.title : props.categoryLabel;
  const colors = [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.purple,
    token.cyan,
    token.magenta,
    token.gold,
    token.lime,
    token.geekblue,
  ];
  const cell = (row: Row, text: ReactNode) => {
    const to = linkOf?.(row);
    // antd's link blue is below 4.5:1 on a hovered row: the list's readable link colour
    return to ? (
      <Link to={to} style={{ color: readableLinkColor(token) }}>
        {text}
      </Link>
    ) : (
      text
    );
  };

  const body = (() => {
    if (props.loading) return <Skeleton active />;
    if (rows.length === 0) return <ReportEmpty />;
    if (view === 'table')
      return (
        <Table<Row>
          size="small"
          rowKey={(row) => String(row[category])}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: category,
              title: props.categoryLabel,
              render: (_value, row) => cell(row, String(row[category])),
            },
            ...series.map((item) => ({
              key: item.key,
              title: item.label,
              align: 'right' as const,
              render: (_value: unknown, row: Row) =>
                cell(row, format(Number((row as Record<string, unknown>)[item.key]))),
            })),
          ]}
        />
      );
    return (
      <div role="img" aria-label={props.summary} data-testid="report-chart-figure">
        <Suspense fallback={<Skeleton active />}>
          <ChartCanvas
            kind={kind}
            rows={rows as Record<string, unknown>[]}
            category={category}
            series={series}
            colors={colors}
            theme={{
              text: token.colorTextSecondary,
              grid: token.colorBorderSecondary,
              background: token.colorBgElevated,
              border: token.colorBorder,
            }}
            height={height}
            horizontal={props.horizontal}
            format={format}
            onPick={
              linkOf
                ? (index) => {
                    const to = rows[index] && linkOf(rows[index]);
                    if (to) navigate(to);
                  }
                : undefined
            }
          />
        </Suspense>
      </div>
    );
  })();

  return (
    <Card
      size="small"
      title={props.title}
      data-testid={props['data-testid']}
      extra={
        <Space size={8}>
          <Segmented
            size="small"
            aria-label={t('report.view', { title: titleText })}
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            options={[
              { value: 'chart', label: t('report.chart') },
              { value: 'table', label: t('report.table') },
            ]}
          />
          {download && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              aria-label={`${t('report.export')}: ${titleText}`}
              loading={exports.running === 'chart'}
              disabled={props.loading || rows.length === 0}
              onClick={() => void exports.run('chart', download)}
            />
          )}
        </Space>
      }
    >
      {body}
    </Card>
  );
}
