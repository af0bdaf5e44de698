import type { TFunction } from 'i18next';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { EMPTY_DISPLAY, formatBusinessTime, formatNumber } from 'shared';
import type { ListColumn } from 'shared/widgets';
import { isActive, type ExportRecord, type ExportStatus } from './api';
import { formatSize } from './formatSize';

const STATUS_COLORS: Record<ExportStatus, string> = {
  QUEUED: 'default',
  RUNNING: 'processing',
  COMPLETED: 'success',
  FAILED: 'error',
  EXPIRED: 'warning',
};

function StatusCell({ row, t }: { row: ExportRecord; t: TFunction }) {
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={STATUS_COLORS[row.status]} data-testid={`export-status-${row.id}`}>
        {t(`downloadCenter.statuses.${row.status}`)}
      </Tag>
      {row.note && (
        <Typography.Text type={row.status === 'FAILED' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {row.note}
        </Typography.Text>
      )}
    </Space>
  );
}

function ProgressCell({ row, t }: { row: ExportRecord; t: TFunction }) {
  if (!isActive(row)) return <>{EMPTY_DISPLAY}</>;
  const done = formatNumber(row.rowsDone);
  return (
    <div data-testid={`export-progress-${row.id}`}>
      <Progress
        percent={row.progress}
        size="small"
        status="active"
        aria-label={t('downloadCenter.columns.progress')}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.rowsTotal === null
          ? t('downloadCenter.rowsDone', { done })
          : t('downloadCenter.rowsOf', { done, total: formatNumber(row.rowsTotal) })}
      </Typography.Text>
    </div>
  );
}

/**
 * The download centre's columns: type, the filters in words (from the gateway), requested at and
 * expiry (WIB), the status tag with the gateway's note (waiting for a slot, failed), a progress
 * bar while queued or running, rows, size and the download button of a finished file.
 */
export function exportColumns(
  t: TFunction,
  download: { onClick(row: ExportRecord): void; busy: number | null },
): ListColumn<ExportRecord>[] {
  return [
    { prop: 'typeTitle', label: t('downloadCenter.columns.typeTitle'), width: 180 },
    {
      prop: 'filterSummary',
      label: t('downloadCenter.columns.filterSummary'),
      width: 260,
      slot: (row) => row.filterSummary || t('downloadCenter.noFilter'),
    },
    {
      prop: 'requestedAt',
      label: t('downloadCenter.columns.requestedAt'),
      width: 180,
      slot: (row) => formatBusinessTime(row.requestedAt),
    },
    {
      prop: 'status',
      label: t('downloadCenter.columns.status'),
      width: 200,
      slot: (row) => <StatusCell row={row} t={t} />,
    },
    {
      prop: 'progress',
      label: t('downloadCenter.columns.progress'),
      width: 200,
      slot: (row) => <ProgressCell row={row} t={t} />,
    },
    { prop: 'rowCount', label: t('downloadCenter.columns.rowCount'), width: 100, format: 'number' },
    {
      prop: 'sizeBytes',
      label: t('downloadCenter.columns.sizeBytes'),
      width: 100,
      align: 'right',
      slot: (row) => formatSize(row.sizeBytes),
    },
    {
      prop: 'expiresAt',
      label: t('downloadCenter.columns.expiresAt'),
      width: 180,
      slot: (row) => formatBusinessTime(row.expiresAt),
    },
    {
      prop: 'id',
      label: t('downloadCenter.download'),
      width: 120,
      fixed: 'right',
      slot: (row) =>
        row.status === 'COMPLETED' ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={download.busy === row.id}
            aria-label={`${t('downloadCenter.download')} ${row.fileName ?? row.typeTitle}`}
            onClick={() => download.onClick(row)}
          >
            {t('downloadCenter.download')}
          </Button>
        ) : (
          EMPTY_DISPLAY
        ),
    },
  ];
}
