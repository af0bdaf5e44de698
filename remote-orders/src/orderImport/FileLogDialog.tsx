import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { formatTime, messageOf } from 'shared';
import { useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchFileLog, type FileLog } from './api';

/** A task's file: name, size, hash, uploader, times and the link to the original. */
export function FileLogDialog({ taskId, onClose }: { taskId?: number; onClose(): void }) {
  const frame = useDialogFrame({});
  const { t } = useTranslation(NAMESPACE);
  const [log, setLog] = useState<FileLog>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    setLog(undefined);
    setFailure(undefined);
    if (taskId === undefined) return;
    fetchFileLog(taskId).then(setLog, (error: unknown) =>
      setFailure(messageOf(error) || t('orderImport.failed')),
    );
  }, [taskId, t]);

  return (
    <Modal
      {...frame}
      open={taskId !== undefined}
      footer={null}
      onCancel={onClose}
      title={log ? t('orderImport.fileLog.title', { fileName: log.fileName }) : ''}
    >
      {failure ? <p role="alert">{failure}</p> : null}
      {!log && !failure ? <Spin /> : null}
      {log ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('orderImport.fileLog.size')}>
            {Math.ceil(log.fileSize / 1024)} KB
          </Descriptions.Item>
          <Descriptions.Item label={t('orderImport.fileLog.hash')}>{log.fileHash}</Descriptions.Item>
          <Descriptions.Item label={t('orderImport.fileLog.uploader')}>
            {log.uploader ?? '--'}
          </Descriptions.Item>
          <Descriptions.Item label={t('orderImport.tasks.createdAt')}>
            {formatTime(log.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orderImport.tasks.finishedAt')}>
            {formatTime(log.finishedAt)}
          </Descriptions.Item>
          {log.downloadUrl ? (
            <Descriptions.Item label={t('orderImport.fileLog.download')}>
              <a href={log.downloadUrl} target="_blank" rel="noreferrer">
                {log.fileName}
              </a>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
