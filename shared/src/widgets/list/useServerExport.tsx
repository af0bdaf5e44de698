import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import { messageOf } from '../../http/messageOf';
import type { ExportOutcome } from '../../http/export';
import { useNavigate } from '../../routing/router';
import './texts';

/** The host route of the download centre (its record: `?id=`). */
export const DOWNLOAD_CENTER_ROUTE = '/downloadCenter';

/** Which export runs, and `run(key, download)`. */
export interface ServerExport {
  running: string | null;
  run(key: string, download: () => Promise<ExportOutcome | void>): Promise<void>;
}

/**
 * Runs a server export (an xlsx the gateway writes), one at a time: which one runs (its button
 * spins), and the server's msg, or 'the export failed', when it fails. A large export the gateway
 * queued in the download centre (`exportToFile` answers it) is said with a notification: "being
 * prepared in the download centre" (and the gateway's words, e.g. that it waits) with a button that
 * opens the download centre at its record.
 * @example
 * const exports = useServerExport();
 * <Button loading={exports.running === 'orders'} onClick={() => void exports.run('orders', () => exportOrders(filter))} />
 */
export function useServerExport(): ServerExport {
  const { t } = useTranslation('shared');
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback(
    async (key: string, download: () => Promise<ExportOutcome | void>) => {
      setRunning(key);
      try {
        const outcome = await download();
        if (outcome?.kind !== 'queued') return;
        const notice = `export-${outcome.exportId}`;
        notification.info({
          key: notice,
          title: t('list.exportQueued'),
          description: outcome.msg !== t('list.exportQueued') ? outcome.msg : undefined,
          actions: (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                notification.destroy(notice);
                navigate(`${DOWNLOAD_CENTER_ROUTE}?id=${outcome.exportId}`);
              }}
            >
              {t('list.openDownloadCenter')}
            </Button>
          ),
        });
      } catch (error) {
        message.error(messageOf(error) || t('list.exportFailed'));
      } finally {
        setRunning(null);
      }
    },
    [message, navigate, notification, t],
  );
  return { running, run };
}
