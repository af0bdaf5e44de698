import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { TreeNodeDraft } from './treeAdapter';

export interface TreeNodeFormProps {
  /** The node being added or edited; undefined closes the form. */
  draft?: TreeNodeDraft;
  title: string;
  /** Label of the name field (spec §5: the message is 'please enter' plus this label). */
  nameLabel: string;
  /** Resolves when saved (the form closes); rejects to keep the form open. */
  onSave(draft: TreeNodeDraft): Promise<void>;
  onCancel(): void;
}

/**
 * The tree editor's node form: one required name field ('please enter' + label).
 * @example
 * <TreeNodeForm draft={{ parentId: 3, name: '' }} title="Add child node" nameLabel="name" onSave={save} onCancel={close} />
 */
export function TreeNodeForm(props: TreeNodeFormProps) {
  // Mounted per opening, so every form starts from its own draft.
  return props.draft ? <OpenNodeForm {...props} draft={props.draft} /> : null;
}

function OpenNodeForm({
  draft,
  title,
  nameLabel,
  onSave,
  onCancel,
}: TreeNodeFormProps & { draft: TreeNodeDraft }) {
  const { t } = useTranslation('shared');
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let name: string;
    try {
      ({ name } = await form.validateFields());
    } catch {
      return; // the field shows 'please enter' + label
    }
    setSaving(true);
    try {
      await onSave({ ...draft, name: name.trim() });
    } catch {
      // refused: the editor has shown the server msg; the form stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onOk={submit}
      onCancel={onCancel}
      okText={t('display.save')}
      cancelText={t('display.cancel')}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
    >
      <Form form={form} layout="vertical" initialValues={{ name: draft.name }} onFinish={submit}>
        <Form.Item
          name="name"
          label={nameLabel}
          rules={[{ required: true, whitespace: true, message: t('pleaseEnter', { label: nameLabel }) }]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
