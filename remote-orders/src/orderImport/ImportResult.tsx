import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useCan } from 'shared';
import { useServerExport, buttonKeyOf } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { usePrintLabels } from '../common/usePrintLabels';
import { exportDestinations, fetchTaskOrderIds, type ImportTask } from './api';
import { TaskWaybillsDialog } from './TaskWaybillsDialog';

/** What a finished import links to: its waybills, the destination export and its labels. */
export function ImportResult({ task }: { task: ImportTask }) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const labels = usePrintLabels();
  const [waybillsOf, setWaybillsOf] = useState<number>();
  // Saved at once, or prepared in the download centre (a notice links there); a failure says so.
  const exports = useServerExport();
  const exportAll = () => exports.run('destinations', () => exportDestinations(task.taskId));
  const printAll = async () => {
    const ids = await fetchTaskOrderIds(task.taskId).catch(() => []);
    if (ids.length > 0) await labels.print({ type: 1, items: ids.map((id) => ({ id })) });
  };

  return (
    <Space wrap>
      <strong>{t('orderImport.importDone', { count: task.insertedRows })}</strong>
      <Button onClick={() => setWaybillsOf(task.taskId)}>{t('orderImport.result.waybills')}</Button>
      {can(buttonKeyOf('/customer-api/import/destinationExport')) ? (
        <Button loading={exports.running === 'destinations'} onClick={() => void exportAll()}>
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
