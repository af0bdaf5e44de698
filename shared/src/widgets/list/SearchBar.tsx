import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import { isEmpty } from '../../utils/isEmpty';
import { FieldEditor } from './FieldEditor';
import type { ColumnDictionaries } from './dictionary';
import type { ListColumn } from './types';
import './texts';

export interface SearchBarProps<Row> {
  columns: ListColumn<Row>[];
  dictionaries: ColumnDictionaries;
  /** The current (e.g. cached) search form. */
  values: Record<string, unknown>;
  onSearch(values: Record<string, unknown>): void;
}

/** Drops empty fields (spec's empty check) so they are not sent. */
export function compactSearch(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));
}

/**
 * The list's collapsible search bar: one field per column with `search`, search and reset buttons
 * (spec §2, §4). Renders nothing without searchable columns.
 * @example
 * <SearchBar columns={option.column} dictionaries={dictionaries} values={search} onSearch={applySearch} />
 */
export function SearchBar<Row>({ columns, dictionaries, values, onSearch }: SearchBarProps<Row>) {
  const { t } = useTranslation('shared');
  const [form] = Form.useForm();
  const [collapsed, setCollapsed] = useState(false);
  const fields = columns.filter((column) => column.search);
  if (!fields.length) return null;

  return (
    <Form
      form={form}
      name="listSearch"
      initialValues={values}
      onFinish={(next: Record<string, unknown>) => onSearch(compactSearch(next))}
      data-testid="list-search-bar"
      style={{ marginBottom: 16 }}
    >
      <Row gutter={16} hidden={collapsed}>
        {fields.map((column) => (
          <Col key={column.prop} xs={24} sm={12} lg={8}>
            <Form.Item name={column.prop as string} label={column.label}>
              <FieldEditor
                column={{ ...column, type: column.type === 'textarea' ? 'input' : column.type }}
                dictionary={dictionaries[column.prop]}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Space>
        {!collapsed && (
          <>
            <Button type="primary" htmlType="submit">
              {t('list.search')}
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue(Object.fromEntries(fields.map((column) => [column.prop, undefined])));
                onSearch({});
              }}
            >
              {t('list.reset')}
            </Button>
          </>
        )}
        <Button type="link" aria-expanded={!collapsed} onClick={() => setCollapsed((value) => !value)}>
          {collapsed ? t('list.expandSearch') : t('list.collapseSearch')}
        </Button>
      </Space>
    </Form>
  );
}
