import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { formatIdr, formatTime, messageOf } from 'shared';
import { applyServerFieldErrors, ReadableTag as Tag, type UploadedFile } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { AttachmentField, keysOf } from '../common/attachments/AttachmentField';
import { AttachmentLinks } from '../common/attachments/AttachmentLinks';
import { addClaimDocuments, appealClaim, fetchClaim, type Claim } from './api';
import { CLAIM_STATUS_COLORS } from './claimStatus';
import './lifecycleTexts';

interface Values {
  documents: UploadedFile[];
  note?: string;
  reason?: string;
}

/**
 * A claim: status, the desk's request and "add documents" while INFO_REQUESTED, "appeal" on a
 * rejected claim, the documents as links, the payout reference once paid.
 */
export function ClaimDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const [claim, setClaim] = useState<Claim | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  const load = useCallback(() => {
    fetchClaim(id).then(setClaim, (error) => setFailure(messageOf(error) ?? t('shared:requestFailed')));
  }, [id, t]);
  useEffect(load, [load]);

  const act = async (work: () => Promise<Claim>, said: string) => {
    setBusy(true);
    setFailure(null);
    try {
      setClaim(await work());
      setDone(said);
      form.resetFields();
      onChanged();
    } catch (error) {
      // a refusal about fields (documents, reason) is shown at them; `documents.1` is the upload block
      if (!applyServerFieldErrors(form, error, (path) => [String(path[0])]))
        setFailure(messageOf(error) ?? t('shared:requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (values: Values) => {
    if (!claim) return;
    if (claim.status === 'INFO_REQUESTED')
      void act(
        () => addClaimDocuments(claim.id, keysOf(values.documents), values.note ?? ''),
        t('lifecycle.claim.documentsSent'),
      );
    else
      void act(
        () => appealClaim(claim.id, (values.reason ?? '').trim(), keysOf(values.documents)),
        t('lifecycle.claim.appealSent'),
      );
  };
  const canAdd = claim?.status === 'INFO_REQUESTED';
  const canAppeal = claim?.status === 'REJECTED' && claim.appealedAt === null;
  const required = t('lifecycle.claim.required');

  return (
    <Drawer
      open
      size="large"
      onClose={onClose}
      title={claim ? t('lifecycle.claim.title', { claimNo: claim.claimNo }) : ''}
    >
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
      {done && <Alert type="success" showIcon title={done} style={{ marginBottom: 12 }} />}
      {claim && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('claim.columns.status')}>
              <Tag color={CLAIM_STATUS_COLORS[claim.status]}>{t(`claim.statuses.${claim.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('claim.columns.billCode')}>{claim.billCode}</Descriptions.Item>
            <Descriptions.Item label={t('claim.columns.claimType')}>
              {t(`claim.types.${claim.claimType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('claim.columns.amountClaimed')}>
              {formatIdr(claim.amountClaimed)} / {t('claim.columns.cap')} {formatIdr(claim.cap)}
            </Descriptions.Item>
            {claim.amountApproved !== null && (
              <Descriptions.Item label={t('claim.columns.amountApproved')}>
                {formatIdr(claim.amountApproved)}
              </Descriptions.Item>
            )}
            {claim.infoRequest && (
              <Descriptions.Item label={t('lifecycle.claim.request')}>{claim.infoRequest}</Descriptions.Item>
            )}
            {claim.decidedAt && (
              <Descriptions.Item label={t('lifecycle.claim.decidedAt')}>
                {formatTime(claim.decidedAt)}
              </Descriptions.Item>
            )}
            {claim.appealReason && (
              <Descriptions.Item label={t('lifecycle.claim.appealed')}>
                {claim.appealReason}
              </Descriptions.Item>
            )}
            {claim.payoutReference && (
              <Descriptions.Item label={t('lifecycle.claim.payoutReference')}>
                <span data-testid="payout-reference">{claim.payoutReference}</span>
              </Descriptions.Item>
            )}
            {claim.paidAt && (
              <Descriptions.Item label={t('lifecycle.claim.paidAt')}>
                {formatTime(claim.paidAt)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('lifecycle.claim.documents')}>
              <AttachmentLinks files={claim.documentFiles} label={t('lifecycle.claim.documents')} />
            </Descriptions.Item>
          </Descriptions>
          {(canAdd || canAppeal) && (
            <Form<Values>
              form={form}
              layout="vertical"
              name="claimAction"
              initialValues={{ documents: [] }}
              onFinish={submit}
            >
              {canAppeal && (
                <Form.Item
                  name="reason"
                  label={t('lifecycle.claim.appealReason')}
                  rules={[{ required: true, min: 10, message: required }]}
                >
                  <Input.TextArea rows={3} maxLength={1000} />
                </Form.Item>
              )}
              <AttachmentField
                name="documents"
                label={t('lifecycle.claim.documents')}
                bizType="claim"
                required={canAdd ? required : undefined}
              />
              {canAdd && (
                <Form.Item name="note" label={t('lifecycle.claim.documentsNote')}>
                  <Input maxLength={500} />
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" loading={busy}>
                {canAdd ? t('lifecycle.claim.addDocuments') : t('lifecycle.claim.appeal')}
              </Button>
            </Form>
          )}
        </Space>
      )}
    </Drawer>
  );
}
