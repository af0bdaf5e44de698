import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { exportsChanged, messageOf, saveBlob } from 'shared';
import { ListScreen, useListScreen, type PageQuery } from 'shared/widgets';
import { fetchExports, fetchSignedFile, isActive, recordDownload, type ExportRecord } from './api';
import { exportColumns } from './exportColumns';
import { useWhileActive } from './useWhileActive';

const loadPage = (query: PageQuery) => fetchExports(query);

/**
 * /downloadCenter: the caller's exports, newest first, with their progress while they are prepared
 * (the page asks again every few seconds while one is queued or running and the tab is visible),
 * and a download of each finished file through a freshly signed link. When an export finishes or
 * fails the header badge is told at once.
 */
export default function DownloadCenterPage() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const screen = useListScreen<ExportRecord, Record<string, never>>({ cacheKey: 'downloadCenter', loadPage });
  const { list } = screen;
  const [busy, setBusy] = useState<number | null>(null);
  const records = list.page?.records;
  const active = records?.filter(isActive).length ?? 0;

  const lastActive = useRef<number | null>(null);
  useEffect(() => {
    if (records === undefined) return;
    if (lastActive.current !== null && lastActive.current !== active) exportsChanged();
    lastActive.current = active;
  }, [records, active]);

  useWhileActive(active > 0 && !list.failed, list.reload);

  const download = useCallback(
    async (row: ExportRecord) => {
      setBusy(row.id);
      try {
        const link = await recordDownload(row.id);
        const file = await fetchSignedFile(link.url);
        saveBlob(file.blob, link.fileName);
      } catch (error) {
        message.error(messageOf(error) || t('downloadCenter.downloadFailed'));
        list.reload(); // an expired file shows as expired now
      } finally {
        setBusy(null);
      }
    },
    [list, message, t],
  );

  return (
    <ListScreen<ExportRecord, Record<string, never>, unknown>
      title={t('downloadCenter.title')}
      routeName="downloadCenter"
      screen={screen}
      columns={exportColumns(t, { onClick: (row) => void download(row), busy })}
      data-testid="download-center"
    />
  );
}
