import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { DateRangePicker } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { TASK_STATUSES, toTaskFilter, type TaskFilter, type TaskFilterValues } from './taskFilter';
import './texts';

const EMPTY: TaskFilterValues = { created: ['', ''], status: null };

/** The task list's search: created between two days, and the task status; reset clears both. */
export function TaskFilterForm({ onSearch }: { onSearch(filter: TaskFilter): void }) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<TaskFilterValues>();
  const reset = () => {
    form.setFieldsValue(EMPTY);
    onSearch({});
  };

  return (
    <Form<TaskFilterValues>
      form={form}
      name="taskFilter"
      layout="inline"
      initialValues={EMPTY}
      onFinish={(values) => onSearch(toTaskFilter(values))}
      style={{ rowGap: 8, marginBottom: 8 }}
      data-testid="task-filter"
    >
      <Form.Item name="created" label={t('orderImport.tasks.createdRange')}>
        <DateRangePicker />
      </Form.Item>
      <Form.Item name="status" label={t('orderImport.tasks.status')}>
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('orderImport.tasks.anyStatus')}
          options={TASK_STATUSES.map((status) => ({
            value: status,
            label: t(`orderImport.tasks.statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('orderImport.tasks.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={reset}>{t('orderImport.tasks.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
