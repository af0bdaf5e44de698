import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import Progress from 'antd/es/progress';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import { NAMESPACE } from '../i18n';
import type { ImportTask } from './api';

const STATUS_COLOURS: Record<ImportTask['status'], string> = {
  UPLOADED: 'default',
  VALIDATING: 'processing',
  VALIDATED: 'blue',
  INSERTING: 'processing',
  DONE: 'success',
  FAILED: 'error',
};

export function TaskStatusTag({ task }: { task: ImportTask }) {
  return <Tag color={STATUS_COLOURS[task.status]}>{task.statusLabel}</Tag>;
}

/** The task's counts (total, valid, errors, repeats, imported), its status and progress. */
export function TaskSummary({
  task,
  reused,
  failure,
}: {
  task: ImportTask;
  reused: boolean;
  failure?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const running = task.status === 'VALIDATING' || task.status === 'INSERTING' || task.status === 'UPLOADED';
  const counts = [
    ['total', task.totalRows],
    ['valid', task.validRows],
    ['errors', task.errorRows],
    ['repeats', task.repeatRows],
    ['inserted', task.insertedRows],
  ] as const;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="import-summary">
      {reused ? <Alert type="info" showIcon title={t('orderImport.reused')} /> : null}
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
      {!failure && task.failureMessage ? <Alert type="error" showIcon title={task.failureMessage} /> : null}
      <Space>
        <strong>{task.fileName}</strong>
        <TaskStatusTag task={task} />
      </Space>
      {running ? (
        <div data-testid="import-progress">
          <span>
            {task.status === 'INSERTING' ? t('orderImport.inserting') : t('orderImport.validating')}
          </span>
          <Progress percent={task.progress} />
        </div>
      ) : null}
      <Row gutter={16}>
        {counts.map(([key, value]) => (
          <Col key={key} span={4}>
            <Statistic title={t(`orderImport.counts.${key}`)} value={value} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}
