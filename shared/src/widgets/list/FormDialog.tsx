import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import { FieldEditor } from './FieldEditor';
import { ListDialog } from './ListDialog';
import type { ColumnDictionaries } from './dictionary';
import type { FormGroup, ListColumn } from './types';
import { applyServerFieldErrors } from '../form/serverFieldErrors';
import './texts';

export type FormMode = 'add' | 'edit';
type Action = 'save' | 'saveAndCreate' | 'update';

export interface FormDialogProps<Row> {
  open: boolean;
  mode: FormMode;
  /** Page title; the dialog adds the add/edit wording. */
  title: string;
  columns: ListColumn<Row>[];
  dictionaries: ColumnDictionaries;
  group?: FormGroup<Row>[];
  /** The edited row (edit) or preset values (add). */
  initial?: Partial<Row>;
  saveAndCreate?: boolean;
  width?: number;
  top?: number;
  /** Saves the values (merged over `initial`); a rejection keeps the dialog and its contents. */
  onSubmit(values: Partial<Row>, mode: FormMode): Promise<unknown>;
  /** Called after a save that closes the dialog. */
  onSaved?(): void;
  onClose(): void;
}

/**
 * Add / edit dialog of the list (spec §2, §4, §5): per-column rules validate before save,
 * save-and-create and update, and an invalid form blocks the action; the buttons are disabled while
 * the request runs; a failed save keeps the form; cancelling asks first.
 * @example
 * <FormDialog open mode="add" title="Goods templates" columns={columns} dictionaries={dictionaries}
 *   onSubmit={(row) => post('/customer-api/goodsTemplate', row)} onClose={close} />
 */
export function FormDialog<Row>(props: FormDialogProps<Row>) {
  const { open, mode, title, columns, dictionaries, group, initial, onSubmit, onSaved, onClose } = props;
  const { t } = useTranslation('shared');
  const { modal } = App.useApp();
  const [form] = Form.useForm();
  const [running, setRunning] = useState<Action | null>(null);
  const fields = columns.filter((column) => !column.formHide);

  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? {});
  }, [open, initial, form]);

  const submit = async (action: Action) => {
    let values: Partial<Row>;
    try {
      values = (await form.validateFields()) as Partial<Row>;
    } catch {
      return;
    }
    setRunning(action);
    try {
      await onSubmit({ ...initial, ...values }, mode);
    } catch (error) {
      setRunning(null);
      // the gateway's field errors beside their columns (the http client toasted its summary)
      applyServerFieldErrors(form, error);
      return;
    }
    setRunning(null);
    if (action === 'saveAndCreate') {
      form.resetFields();
      form.setFieldsValue(initial ?? {});
      return;
    }
    onSaved?.();
    onClose();
  };

  const askToClose = () => {
    if (running) return;
    modal.confirm({ content: t('list.cancelConfirm'), onOk: onClose });
  };

  const button = (action: Action, label: string, primary = false) => (
    <Button
      key={action}
      type={primary ? 'primary' : 'default'}
      loading={running === action}
      disabled={running !== null && running !== action}
      onClick={() => void submit(action)}
    >
      {label}
    </Button>
  );
  const footer = [
    <Button key="cancel" disabled={running !== null} onClick={askToClose}>
      {t('list.cancel')}
    </Button>,
    ...(mode === 'add'
      ? [
          ...(props.saveAndCreate === false ? [] : [button('saveAndCreate', t('list.saveAndCreate'))]),
          button('save', t('list.save'), true),
        ]
      : [button('update', t('list.update'), true)]),
  ];

  const fieldItem = (column: ListColumn<Row>) => (
    <Col key={column.prop} xs={24} sm={column.type === 'textarea' ? 24 : 12}>
      <Form.Item name={column.prop as string} label={column.label} rules={column.rules}>
        <FieldEditor column={column} dictionary={dictionaries[column.prop]} />
      </Form.Item>
    </Col>
  );
  const grouped = new Set(group?.flatMap((section) => section.props) ?? []);
  const ungrouped = fields.filter((column) => !grouped.has(column.prop));

  return (
    <ListDialog
      open={open}
      title={t(mode === 'add' ? 'list.addTitle' : 'list.editTitle', { title })}
      footer={footer}
      onClose={askToClose}
      width={props.width}
      top={props.top}
      testId="list-form-dialog"
    >
      <Form form={form} name="listRecord" layout="vertical" preserve={false} disabled={running !== null}>
        <Row gutter={16}>{ungrouped.map(fieldItem)}</Row>
        {group?.map((section) => (
          <div key={section.label}>
            <Divider titlePlacement="start">{section.label}</Divider>
            <Row gutter={16}>
              {fields.filter((column) => section.props.includes(column.prop)).map(fieldItem)}
            </Row>
          </div>
        ))}
      </Form>
    </ListDialog>
  );
}
