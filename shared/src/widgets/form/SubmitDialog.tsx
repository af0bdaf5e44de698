import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form, { type FormInstance } from 'antd/es/form';
import Modal from 'antd/es/modal';
import { messageOf } from '../../http/messageOf';
import { useDialogFrame, type DialogPlace } from '../list/useDialogFrame';
import { applyServerFieldErrors, type FieldPathMap } from './serverFieldErrors';

export interface SubmitDialogProps<Values> {
  form: FormInstance<Values>;
  /** the form's name (its fields' ids) */
  name: string;
  title: ReactNode;
  okText: string;
  /** the dialog's place on a wide screen (full screen on a phone); antd's 520 px by default */
  place?: DialogPlace;
  okDisabled?: boolean;
  initialValues?: Partial<Values>;
  onValuesChange?(changed: Partial<Values>, all: Values): void;
  /**
   * Sends the checked values; the dialog's owner closes it on success (its `onDone`). A refusal
   * keeps the dialog and everything typed.
   */
  send(values: Values): Promise<unknown>;
  /** where a refused field of the request sits in the form (`applyServerFieldErrors`' map) */
  fieldPath?: FieldPathMap;
  /** a message of the owner's own (e.g. a preview's refusal), shown where a failure would be */
  notice?: string | null;
  onClose(): void;
  children: ReactNode;
}

/**
 * A dialog with one form sent to the gateway in one call: its OK button submits the form, waits
 * while the call runs, shows a refusal about fields at those fields and any other refusal in an
 * alert above the form (with the portal's "request failed" when the answer had no message), and
 * keeps what was typed. Full screen on a phone (`useDialogFrame`).
 * @example
 * const [form] = Form.useForm<Values>();
 * <SubmitDialog form={form} name="rejectReturn" title={t('returns.rejectTitle')} okText={t('returns.submit')}
 *   send={async (values) => onDone((await rejectReturn(values)).ticketNo)} onClose={onClose}>
 *   <Form.Item name="reason" label={t('returns.reason')}><Input.TextArea /></Form.Item>
 * </SubmitDialog>
 */
export function SubmitDialog<Values>(props: SubmitDialogProps<Values>) {
  const { form, send, fieldPath, onClose } = props;
  const frame = useDialogFrame(props.place ?? {});
  const { t } = useTranslation('shared');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? props.notice ?? null;

  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (!applyServerFieldErrors(form, error, fieldPath)) setFailure(messageOf(error) ?? t('requestFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      {...frame}
      open
      title={props.title}
      okText={props.okText}
      okButtonProps={{ disabled: props.okDisabled }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {shown && <Alert type="error" showIcon title={shown} style={{ marginBottom: 12 }} role="alert" />}
      <Form<Values>
        form={form}
        layout="vertical"
        name={props.name}
        onFinish={submit}
        initialValues={props.initialValues}
        onValuesChange={props.onValuesChange}
      >
        {props.children}
      </Form>
    </Modal>
  );
}
