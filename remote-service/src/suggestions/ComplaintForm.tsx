import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { NAMESPACE } from '../i18n';
import './texts';
import { COMPLAINT_CATEGORIES, COMPLAINT_KINDS, saveComplaint, type ComplaintDraft } from './api';
import { BILL_CODE_PATTERN, CONTENT_MAX, CONTENT_MIN, isIndonesianMobile } from './rules';
import { applyServerFieldErrors, buttonKeyOf, MissingActionNotice } from 'shared/widgets';
import { messageOf, useCan } from 'shared';

type FormValues = Omit<ComplaintDraft, 'billCodes'> & { moreBillCodes?: string };

/** The further waybills typed, upper-cased, separated by commas or spaces. */
export function splitBillCodes(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

const SAVE_KEY = buttonKeyOf('/customer-api/complaint/save');

/**
 * Files a complaint or suggestion. A failed save leaves every field as the user typed it. Without
 * the save key the form is absent (not only its button: Enter in a field would submit it), and one
 * line says so.
 */
export function ComplaintForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  return can(SAVE_KEY) ? (
    <ComplaintFields onSaved={onSaved} />
  ) : (
    <MissingActionNotice perm={SAVE_KEY} action={t('complaint.mainAction')} />
  );
}

function ComplaintFields({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form) ?? 'COMPLAINT';

  const submit = async (values: FormValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await saveComplaint({
        kind: values.kind,
        category: values.category,
        billCode: values.billCode?.trim() ? values.billCode.trim().toUpperCase() : null,
        ...(splitBillCodes(values.moreBillCodes).length
          ? { billCodes: splitBillCodes(values.moreBillCodes) }
          : {}),
        content: values.content.trim(),
        contactPhone: values.contactPhone.replace(/[\s-]/g, ''),
      });
      message.success(t('complaint.saved'));
      form.resetFields();
      onSaved();
    } catch (error) {
      const msg = messageOf(error) ?? t('shared:requestFailed');
      setFailure(msg);
      message.error(msg);
      // the extra waybills are sent as `billCodes`, typed in `moreBillCodes`
      applyServerFieldErrors(form, error, (path) => [
        path[0] === 'billCodes' ? 'moreBillCodes' : String(path[0]),
      ]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'COMPLAINT' }}
      onFinish={submit}
      onValuesChange={(changed: Partial<FormValues>) => {
        // Categories belong to a kind: a category of the other kind would be refused.
        if (changed.kind) form.setFieldValue('category', undefined);
      }}
      aria-label={t('complaint.formTitle')}
      style={{ maxWidth: 720 }}
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item name="kind" label={t('complaint.fields.kind')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={COMPLAINT_KINDS.map((kind) => ({ value: kind, label: t(`complaint.kinds.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('complaint.fields.category')}
        rules={[{ required: true, message: t('complaint.errors.category') }]}
      >
        <Select
          placeholder={t('complaint.placeholders.category')}
          options={COMPLAINT_CATEGORIES[kind].map((category) => ({
            value: category,
            label: t(`complaint.categories.${category}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="billCode"
        label={t('complaint.fields.billCode')}
        normalize={(value: string) => value?.toUpperCase()}
        rules={[{ pattern: BILL_CODE_PATTERN, message: t('complaint.errors.billCode') }]}
      >
        <Input placeholder={t('complaint.placeholders.billCode')} maxLength={13} allowClear />
      </Form.Item>
      <Form.Item
        name="moreBillCodes"
        label={t('complaint.fields.moreBillCodes')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const codes = splitBillCodes(value);
              if (codes.length > 10 || codes.some((code) => !BILL_CODE_PATTERN.test(code)))
                throw new Error(t('complaint.errors.billCodes'));
            },
          },
        ]}
      >
        <Input placeholder="JP…, JP…" allowClear />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('complaint.fields.content')}
        rules={[
          { required: true, whitespace: true, message: t('complaint.errors.contentRequired') },
          {
            validator: async (_, value: string | undefined) => {
              const length = value?.trim().length ?? 0;
              if (length > 0 && (length < CONTENT_MIN || length > CONTENT_MAX)) {
                throw new Error(t('complaint.errors.contentLength', { min: CONTENT_MIN, max: CONTENT_MAX }));
              }
            },
          },
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={CONTENT_MAX}
          placeholder={t('complaint.placeholders.content')}
        />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('complaint.fields.contactPhone')}
        rules={[
          { required: true, whitespace: true, message: t('complaint.errors.phoneRequired') },
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() && !isIndonesianMobile(value)) throw new Error(t('complaint.errors.phone'));
            },
          },
        ]}
      >
        <Input placeholder="08xx / +628xx" maxLength={20} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('complaint.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
