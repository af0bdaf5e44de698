import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import theme from 'antd/es/theme';
import { isEmpty } from '../../utils/isEmpty';
import { readableLinkColor } from './RowActions';
import './texts';

/** One field of a list screen's search: its form name, label and input, and its width. */
export interface SearchField {
  name: string;
  /** Omitted: the input names itself (an `aria-label`, a placeholder). */
  label?: string;
  input: ReactNode;
  /** Of 24 columns on a wide screen (default 6); half the row on a tablet, all of it on a phone. */
  span?: number;
}

export interface SearchFormProps<Values extends object> {
  /** The form's name: its inputs get the ids `{name}_{field}`. */
  name: string;
  fields: SearchField[];
  /** The search the list shows (follow it when it changes elsewhere: a status chip, a reset). */
  values: Values;
  onSearch(values: Values): void;
  /**
   * Spec §2, the search bar collapses: only the first this many fields show until the user expands
   * the form, or a hidden field holds a value (a link, a cached search). Unset: all show, no toggle.
   */
  collapsedFields?: number;
  /** Searches on each change, without search and reset buttons (a few selects above a short list). */
  live?: boolean;
  'data-testid'?: string;
}

/**
 * A list screen's search form (part of `ListScreen`): declared fields on a responsive grid, search
 * and reset (reset searches `{}`), and the spec's collapse. Hidden fields stay mounted, so the form
 * keeps their values while collapsed.
 * @example
 * <SearchForm name="orderSearch" values={search} onSearch={applySearch} collapsedFields={2}
 *   fields={[{ name: 'billCode', label: t('search.billCode'), input: <Input allowClear /> }]} />
 */
export function SearchForm<Values extends object>({
  name,
  fields,
  values,
  onSearch,
  collapsedFields,
  live = false,
  ...rest
}: SearchFormProps<Values>) {
  const { t } = useTranslation('shared');
  const { token } = theme.useToken();
  const [form] = Form.useForm<Values>();
  // Every declared field, absent ones as undefined: a reset (`{}`) clears what the user typed.
  const names = fields.map((field) => field.name).join(',');
  useEffect(() => {
    const shown = Object.fromEntries(
      names.split(',').map((field) => [field, (values as Record<string, unknown>)[field]]),
    );
    form.setFieldsValue(shown as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, values, names]);
  const collapsible = collapsedFields !== undefined && collapsedFields < fields.length;
  const hidden = collapsible ? fields.slice(collapsedFields).map((field) => field.name) : [];
  const [expanded, setExpanded] = useState(false);
  const searchesHidden = hidden.some((field) => !isEmpty((values as Record<string, unknown>)[field]));
  useEffect(() => {
    if (searchesHidden) setExpanded(true);
  }, [searchesHidden]);
  const collapsed = collapsible && !expanded;
  const reset = () => {
    form.resetFields();
    form.setFieldsValue(
      Object.fromEntries(fields.map((field) => [field.name, undefined])) as Parameters<
        typeof form.setFieldsValue
      >[0],
    );
    onSearch({} as Values);
  };

  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      initialValues={values}
      onFinish={onSearch}
      onValuesChange={live ? (_changed, all) => onSearch(all) : undefined}
      data-testid={rest['data-testid']}
    >
      <Row gutter={12}>
        {fields.map((field) => (
          <Col
            key={field.name}
            xs={24}
            md={12}
            xl={field.span ?? 6}
            hidden={collapsed && hidden.includes(field.name)}
            // a column's own display (antd's col classes) overrides the `hidden` attribute
            style={collapsed && hidden.includes(field.name) ? { display: 'none' } : undefined}
          >
            <Form.Item name={field.name} label={field.label}>
              {field.input}
            </Form.Item>
          </Col>
        ))}
        {!live && (
          // After the last field, on its line when there is room (a short list shows its first rows
          // without scrolling on a 1366 x 768 screen), level with the inputs; below them otherwise.
          <Col flex="auto" style={{ alignSelf: 'flex-end' }}>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('list.search')}
                </Button>
                <Button onClick={reset}>{t('list.reset')}</Button>
                {collapsible && (
                  <Button
                    type="link"
                    // antd's link blue is 4.1:1 on white (axe color-contrast): the row actions' readable shade
                    style={{ color: readableLinkColor(token) }}
                    aria-expanded={expanded}
                    onClick={() => setExpanded((open) => !open)}
                  >
                    {expanded ? t('list.collapseSearch') : t('list.expandSearch')}
                  </Button>
                )}
              </Space>
            </Form.Item>
          </Col>
        )}
      </Row>
    </Form>
  );
}
