import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { messageOf } from 'shared';
import { NAMESPACE } from '../i18n';

/** Runs a server export, one at a time: which one runs, and the server's msg when it fails. */
export function useExport() {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback(
    async (kind: string, download: () => Promise<void>) => {
      setRunning(kind);
      try {
        await download();
      } catch (error) {
        message.error(messageOf(error) || t('common.exportFailed'));
      } finally {
        setRunning(null);
      }
    },
    [message, t],
  );
  return { running, run };
}
