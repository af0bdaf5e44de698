import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import { CascadeSelect, DateRangePicker, DictSelect } from 'shared/widgets';
import type { StatusCounts } from '../management/api';
import { NAMESPACE } from '../i18n';
import { formValuesOf, type OrderSearchValues } from './orderSearch';
import { REGION_ROOT_URL } from './regions';

export interface OrderSearchFormProps {
  values: OrderSearchValues;
  /** The statuses offered come from the server's counts (labels in the user's language). */
  counts?: StatusCounts;
  onSearch(values: OrderSearchValues): void;
  /** More fields (my waybills: printed or not); they show also while the form is collapsed. */
  extra?: ReactNode;
  /**
   * Collapsible (spec §2: the list's search bar collapses and expands): only the first this many
   * fields show until the user expands the form, or a hidden field has a value. Unset: all show.
   */
  collapsedFields?: number;
}

/** The form's fields in their order (the collapsed form keeps the first ones). */
const FIELD_ORDER: (keyof OrderSearchValues)[] = [
  'createdAt',
  'status',
  'billCode',
  'customerOrderNo',
  'receiverName',
  'receiverPhone',
  'receiverProvinceCode',
];

const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The order lists' search: creation date with quick options, statuses, waybill, customer order
 * number, receiver name and phone, receiver province. Follows the list's search when it changes
 * elsewhere (a status chip, the reset).
 */
export function OrderSearchForm({ values, counts, onSearch, extra, collapsedFields }: OrderSearchFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<OrderSearchValues>();
  useEffect(() => form.setFieldsValue(formValuesOf(values)), [form, values]);
  const collapsible = collapsedFields !== undefined;
  const hiddenFields = collapsible ? FIELD_ORDER.slice(collapsedFields) : [];
  const [expanded, setExpanded] = useState(false);
  // A search that uses a hidden field (a link with ?billCode=, a cached search) opens the form.
  const searchesHidden = hiddenFields.some((name) => hasValue(values[name]));
  useEffect(() => {
    if (searchesHidden) setExpanded(true);
  }, [searchesHidden]);
  const collapsed = collapsible && !expanded;
  const statuses = (counts?.statuses ?? []).map((item) => ({ value: item.status, label: item.statusLabel }));
  // Hidden fields stay mounted (hidden), so the form keeps their values while collapsed.
  const field = (name: keyof OrderSearchValues, node: ReactNode, span = 8) => (
    <Col xs={24} md={12} xl={span} hidden={collapsed && hiddenFields.includes(name)}>
      <Form.Item name={name} label={t(`search.${name}`)}>
        {node}
      </Form.Item>
    </Col>
  );

  return (
    <Form
      form={form}
      name="orderSearch"
      layout="vertical"
      initialValues={formValuesOf(values)}
      onFinish={(next) => onSearch(next)}
      data-testid="order-search"
    >
      <Row gutter={12}>
        {/* 16 columns: the quick options and both days stay on one line on a 1280 px screen */}
        {field('createdAt', <DateRangePicker />, 16)}
        {field('status', <DictSelect dicData={statuses} multiple style={{ width: '100%' }} />, 8)}
        {field('billCode', <Input allowClear autoComplete="off" />, 6)}
        {field('customerOrderNo', <Input allowClear autoComplete="off" />, 6)}
        {field('receiverName', <Input allowClear autoComplete="off" />, 6)}
        {field('receiverPhone', <Input allowClear inputMode="tel" autoComplete="off" />, 6)}
        {field(
          'receiverProvinceCode',
          <CascadeSelect dicUrl={REGION_ROOT_URL} style={{ width: '100%' }} />,
          6,
        )}
        {extra}
      </Row>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" htmlType="submit">
          {t('search.search')}
        </Button>
        <Button onClick={() => onSearch({})}>{t('search.reset')}</Button>
        {collapsible && (
          <Button type="link" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? t('list.collapseSearch', { ns: 'shared' }) : t('list.expandSearch', { ns: 'shared' })}
          </Button>
        )}
      </Space>
    </Form>
  );
}
