import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { buttonKeyOf, messageOf, useCan } from 'shared';
import { NAMESPACE } from '../i18n';
import { usePrintLabels } from '../print/usePrintLabels';
import { exportDestinations, fetchTaskOrderIds, type ImportTask } from './api';
import { TaskWaybillsDialog } from './TaskWaybillsDialog';

/** What a finished import links to: its waybills, the destination export and its labels. */
export function ImportResult({ task }: { task: ImportTask }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const can = useCan();
  const labels = usePrintLabels();
  const [waybillsOf, setWaybillsOf] = useState<number>();
  const [exporting, setExporting] = useState(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      await exportDestinations(task.taskId);
    } catch (error) {
      message.error(messageOf(error) || t('orderImport.failed'));
    } finally {
      setExporting(false);
    }
  };
  const printAll = async () => {
    const ids = await fetchTaskOrderIds(task.taskId).catch(() => []);
    if (ids.length > 0) await labels.print({ type: 1, items: ids.map((id) => ({ id })) });
  };

  return (
    <Space wrap>
      <strong>{t('orderImport.importDone', { count: task.insertedRows })}</strong>
      <Button onClick={() => setWaybillsOf(task.taskId)}>{t('orderImport.result.waybills')}</Button>
      {can(buttonKeyOf('/customer-api/import/destinationExport')) ? (
        <Button loading={exporting} onClick={() => void exportAll()}>
          {t('orderImport.result.destinations')}
        </Button>
      ) : null}
      {labels.allowed ? (
        <Button type="primary" loading={labels.printing} onClick={() => void printAll()}>
          {t('orderImport.result.print')}
        </Button>
      ) : null}
      <TaskWaybillsDialog taskId={waybillsOf} onClose={() => setWaybillsOf(undefined)} />
    </Space>
  );
}
