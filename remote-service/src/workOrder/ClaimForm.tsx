import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { formatIdr, messageOf } from 'shared';
import { MoneyInput, SubmitDialog, type UploadedFile } from 'shared/widgets';
import { AttachmentField, keysOf } from '../common/attachments/AttachmentField';
import { NAMESPACE } from '../i18n';
import { CLAIM_TYPES, fileClaim, previewCap, type CapPreview, type ClaimType } from './api';

interface Values {
  billCode: string;
  claimType: ClaimType;
  amountClaimed: number;
  description: string;
  documents: UploadedFile[];
  payoutMethod: 'BANK_TRANSFER' | 'STATEMENT_OFFSET';
}

const IMAGE = /\.(jpe?g|png|gif|webp|bmp|heic)$/i;
/** The uploaded images (photos, stills of the unboxing video) among the documents. */
const photosIn = (files: readonly UploadedFile[] | undefined) =>
  (files ?? []).filter((file) => IMAGE.test(file.name) || IMAGE.test(file.url)).length;

/** Files a claim: the cap and its formula are computed by the gateway and shown before submission. */
export function ClaimForm({
  billCode,
  claimType,
  onClose,
  onSaved,
}: {
  billCode?: string;
  /** Given with `billCode` (a link from the late-parcel list): chosen, and the cap computed at once. */
  claimType?: ClaimType;
  onClose(): void;
  onSaved(claimNo: string): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<CapPreview | null>(null);
  // the preview's refusal, or why the claim window is closed
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const required = [{ required: true, message: t('claim.form.required') }];
  // null for a hide-money user: the cap is not theirs to see, and the gateway files theirs at the cap
  const cap = typeof preview?.cap === 'number' ? preview.cap : null;
  const minPhotos = preview?.minPhotos ?? 0;

  /** The cap of the form's waybill and claim type, or of `given` (as the form opens, before its fields mount). */
  const compute = async (given?: Pick<Values, 'billCode' | 'claimType'>) => {
    setPreviewProblem(null);
    setPreview(null);
    const { billCode: code, claimType } = given ?? (form.getFieldsValue(['billCode', 'claimType']) as Values);
    if (!code || !claimType) return;
    try {
      const answer = await previewCap(code.trim().toUpperCase(), claimType);
      setPreview(answer);
      if (answer.windowMessage) setPreviewProblem(answer.windowMessage);
    } catch (error) {
      setPreviewProblem(messageOf(error) ?? t('shared:requestFailed'));
    }
  };

  // a waybill and a claim type given: the cap shows as the form opens. From the props, not the form:
  // in a browser the dialog's fields mount after this effect (its portal), and the form reads empty.
  useEffect(() => {
    if (billCode !== undefined && claimType !== undefined) void compute({ billCode, claimType });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form opens: later changes are the user's
  }, []);

  const send = async (values: Values) => {
    const claim = await fileClaim({
      billCode: values.billCode.trim().toUpperCase(),
      claimType: values.claimType,
      amountClaimed: values.amountClaimed,
      description: values.description ?? '',
      documents: keysOf(values.documents),
      payoutMethod: values.payoutMethod,
    });
    onSaved(claim.claimNo);
  };

  return (
    <SubmitDialog<Values>
      form={form}
      name="claimForm"
      title={t('claim.form.title')}
      okText={t('claim.form.submit')}
      place={{ width: 640 }}
      okDisabled={!preview || !preview.windowOpen}
      initialValues={{
        billCode: billCode ?? '',
        claimType: claimType ?? 'LOST',
        documents: [],
        payoutMethod: 'BANK_TRANSFER',
      }}
      onValuesChange={(changed) => {
        if (changed.billCode !== undefined || changed.claimType !== undefined) setPreview(null);
      }}
      // a refusal about fields (the amount above the cap, photos missing) is shown at the field
      send={send}
      notice={previewProblem}
      onClose={onClose}
    >
      <Form.Item name="billCode" label={t('claim.form.billCode')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="claimType" label={t('claim.form.claimType')} rules={required}>
        <Select options={CLAIM_TYPES.map((key) => ({ value: key, label: t(`claim.types.${key}`) }))} />
      </Form.Item>
      <Button onClick={() => void compute()} style={{ marginBottom: 12 }}>
        {t('claim.form.preview')}
      </Button>
      {preview && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }} data-testid="cap-preview">
          <Descriptions.Item label={t('claim.form.cap')}>
            <strong>{formatIdr(preview.cap)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label="=">{preview.formula}</Descriptions.Item>
        </Descriptions>
      )}
      <Form.Item
        name="amountClaimed"
        label={t('claim.form.amountClaimed')}
        rules={[
          ...required,
          { type: 'number', min: 1, message: t('claim.form.positive') },
          {
            // warned and refused, never clamped: the shipper decides what to claim
            validator: (_rule, value: number | null | undefined) =>
              cap !== null && typeof value === 'number' && value > cap
                ? Promise.reject(new Error(t('claim.form.overCap', { cap: formatIdr(cap) })))
                : Promise.resolve(),
          },
        ]}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item name="description" label={t('claim.form.description')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <AttachmentField
        name="documents"
        label={t('claim.form.documents')}
        bizType="claim"
        extra={minPhotos > 0 ? t('claim.form.photosNeeded', { count: minPhotos }) : undefined}
        rules={[
          {
            validator: (_rule, files: UploadedFile[] | undefined) =>
              photosIn(files) < minPhotos
                ? Promise.reject(new Error(t('claim.form.photosNeeded', { count: minPhotos })))
                : Promise.resolve(),
          },
        ]}
      />
      <Form.Item name="payoutMethod" label={t('claim.form.payoutMethod')}>
        <Select
          options={(['BANK_TRANSFER', 'STATEMENT_OFFSET'] as const).map((key) => ({
            value: key,
            label: t(`claim.payouts.${key}`),
          }))}
        />
      </Form.Item>
    </SubmitDialog>
  );
}
