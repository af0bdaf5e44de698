import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { messageOf } from '../../http/messageOf';
import './texts';

/** Which export runs, and `run(key, download)`. */
export interface ServerExport {
  running: string | null;
  run(key: string, download: () => Promise<void>): Promise<void>;
}

/**
 * Runs a server export (an xlsx the gateway writes), one at a time: which one runs (its button
 * spins), and the server's msg, or 'the export failed', when it fails.
 * @example
 * const exports = useServerExport();
 * <Button loading={exports.running === 'orders'} onClick={() => void exports.run('orders', () => exportOrders(filter))} />
 */
export function useServerExport(): ServerExport {
  const { t } = useTranslation('shared');
  const { message } = App.useApp();
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback(
    async (key: string, download: () => Promise<void>) => {
      setRunning(key);
      try {
        await download();
      } catch (error) {
        message.error(messageOf(error) || t('list.exportFailed'));
      } finally {
        setRunning(null);
      }
    },
    [message, t],
  );
  return { running, run };
}
