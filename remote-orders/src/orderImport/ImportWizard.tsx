import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { buttonKeyOf, MissingActionNotice } from 'shared/widgets';
import { messageOf, useCan } from 'shared';
import { NAMESPACE } from '../i18n';
import { downloadTemplate, type ImportTask } from './api';
import { ErrorList } from './ErrorList';
import { ImportResult } from './ImportResult';
import { TaskSummary } from './TaskSummary';
import { UploadStep } from './UploadStep';
import { useImportTask } from './useImportTask';

function stepOf(task?: ImportTask): number {
  if (!task) return 1;
  if (task.status === 'DONE') return 3;
  return task.status === 'VALIDATED' || task.status === 'INSERTING' ? 2 : 1;
}

/** Template, upload and check, preview with the errors, import and its result. */
export function ImportWizard() {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const can = useCan();
  const importing = useImportTask();
  const { task, busy, failure, reused } = importing;
  const [fetchingTemplate, setFetchingTemplate] = useState(false);

  const template = async () => {
    setFetchingTemplate(true);
    try {
      await downloadTemplate();
    } catch (error) {
      message.error(messageOf(error) || t('orderImport.failed'));
    } finally {
      setFetchingTemplate(false);
    }
  };
  const canInsert =
    task?.status === 'VALIDATED' &&
    task.validRows > 0 &&
    can(buttonKeyOf('/customer-api/import/insertOrderNew'));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {/* only when lacking: an empty item of the Space would still take its gap */}
      {!can(buttonKeyOf('/customer-api/import/upload')) && (
        <MissingActionNotice
          perm={buttonKeyOf('/customer-api/import/upload')}
          action={t('orderImport.mainAction')}
        />
      )}
      <Steps
        current={stepOf(task)}
        items={(['template', 'upload', 'preview', 'result'] as const).map((key) => ({
          title: t(`orderImport.steps.${key}`),
        }))}
      />
      <Space>
        <Button icon={<DownloadOutlined />} loading={fetchingTemplate} onClick={() => void template()}>
          {t('orderImport.template')}
        </Button>
        <span>{t('orderImport.templateHint')}</span>
      </Space>
      {!task || task.status === 'FAILED' || task.status === 'DONE' ? (
        <UploadStep
          disabled={busy !== null || !can(buttonKeyOf('/customer-api/import/upload'))}
          onFile={importing.upload}
        />
      ) : null}
      {failure && !task ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
      {task ? (
        <>
          <Divider />
          <TaskSummary task={task} reused={reused} failure={failure} />
          {task.status === 'VALIDATED' || task.status === 'INSERTING' ? (
            <Button
              type="primary"
              disabled={!canInsert || busy === 'insert'}
              loading={busy === 'insert'}
              onClick={() => void importing.insert()}
            >
              {t('orderImport.importValid', { count: task.validRows })}
            </Button>
          ) : null}
          {task.status === 'DONE' ? <ImportResult task={task} /> : null}
          {task.errorRows > 0 || task.status === 'FAILED' ? (
            <ErrorList key={`${task.taskId}-${task.status}-${task.errorRows}`} taskId={task.taskId} />
          ) : null}
        </>
      ) : null}
    </Space>
  );
}
