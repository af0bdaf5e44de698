import { useTranslation } from 'react-i18next';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import { CascadeSelect, type DictionaryValue } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { REGION_CHILD_URL, REGION_ROOT_URL } from './regions';
import './texts';

interface LevelProps {
  id?: string;
  value?: DictionaryValue | null;
  onChange?(value: DictionaryValue | null): void;
  dicUrl: string;
  parentValue?: DictionaryValue | null;
  /** After a choice: the levels below are emptied. */
  onPicked(): void;
  disabled?: boolean;
}

/** One level: no automatic default child, so the user always picks the district themself. */
function RegionLevel({ onChange, onPicked, ...props }: LevelProps) {
  return (
    <CascadeSelect
      {...props}
      autoSelect={false}
      style={{ width: '100%' }}
      onChange={(next) => {
        onChange?.(next);
        onPicked();
      }}
    />
  );
}

/**
 * Province -> regency -> district cascades (GET /region/list) as three form fields under `prefix`:
 * `provinceCode`, `cityCode`, `districtCode`. A choice empties the levels below it.
 * @example
 * <RegionFields prefix={['receiver']} required />
 */
export function RegionFields({
  prefix,
  required = false,
  disabled,
}: {
  prefix: string[];
  required?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance();
  const name = (field: string) => [...prefix, field];
  const clear = (...fields: string[]) =>
    form.setFields(fields.map((field) => ({ name: name(field), value: null, errors: [] })));
  const rule = (label: string) =>
    required ? [{ required: true, message: t('common.pleaseSelect', { label }) }] : [];

  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item
          name={name('provinceCode')}
          label={t('common.province')}
          rules={rule(t('common.province'))}
        >
          <RegionLevel
            dicUrl={REGION_ROOT_URL}
            onPicked={() => clear('cityCode', 'districtCode')}
            disabled={disabled}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item noStyle dependencies={[name('provinceCode')]}>
          {({ getFieldValue }) => (
            <Form.Item name={name('cityCode')} label={t('common.city')} rules={rule(t('common.city'))}>
              <RegionLevel
                dicUrl={REGION_CHILD_URL}
                parentValue={getFieldValue(name('provinceCode')) as DictionaryValue | null}
                onPicked={() => clear('districtCode')}
                disabled={disabled}
              />
            </Form.Item>
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item noStyle dependencies={[name('cityCode')]}>
          {({ getFieldValue }) => (
            <Form.Item
              name={name('districtCode')}
              label={t('common.district')}
              rules={rule(t('common.district'))}
            >
              <RegionLevel
                dicUrl={REGION_CHILD_URL}
                parentValue={getFieldValue(name('cityCode')) as DictionaryValue | null}
                onPicked={() => undefined}
                disabled={disabled}
              />
            </Form.Item>
          )}
        </Form.Item>
      </Col>
    </Row>
  );
}
