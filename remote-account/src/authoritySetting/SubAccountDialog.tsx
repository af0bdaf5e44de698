import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Tree from 'antd/es/tree';
import { applyServerFieldErrors, useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';
import {
  DATA_SCOPES,
  createUser,
  fetchDetail,
  fetchPermissionTree,
  fetchPresets,
  fetchSenderAddresses,
  saveUser,
  type DataScope,
  type PermissionTree,
  type RolePreset,
  type SenderAddress,
  type SubAccount,
} from './api';
import { keysToSave, treeItems } from './permissionTree';

interface FormValues {
  loginCode: string;
  userName: string;
  phone?: string;
  email: string;
  password?: string;
  roleCode?: string;
  dataScope: DataScope;
  senderAddressIds: number[];
  hideMoney: boolean;
  /** Only where its errors show: the checked keys are state. */
  permissionKeys?: never;
}

export interface SubAccountDialogProps {
  /** The sub-account edited; null: a new one. */
  editing: SubAccount | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** The page and button tree as a form item's control (the form holds no value: the checked keys are state). */
function PermissionTreeBox({
  tree,
  checked,
  onCheck,
}: {
  tree: PermissionTree | null;
  checked: string[];
  onCheck(keys: string[]): void;
}) {
  return (
    <div data-testid="permission-tree" style={{ maxHeight: 320, overflow: 'auto' }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeItems(tree?.tree ?? [])}
        checkedKeys={checked}
        onCheck={(keys) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    </div>
  );
}

const senderLabel = (address: SenderAddress) =>
  `${address.name} · ${address.phone} · ${address.address}, ${address.district}`;

/**
 * New or edited sub-account (712 px, full screen on mobile): profile, a preset to start from, the
 * page and button tree, the data scope with its sender-address picker, and the hide-money flag.
 */
export function SubAccountDialog({ editing, open, onClose, onSaved }: SubAccountDialogProps) {
  const frame = useDialogFrame({ width: 712 });
  const { t } = useTranslation(NAMESPACE);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [tree, setTree] = useState<PermissionTree | null>(null);
  const [presets, setPresets] = useState<RolePreset[]>([]);
  const [senders, setSenders] = useState<SenderAddress[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('dataScope', form);
  const label = (field: string) => t(`authority.form.${field}`);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    form.resetFields();
    setChecked([]);
    Promise.all([
      fetchPermissionTree(),
      fetchPresets(),
      fetchSenderAddresses(),
      editing ? fetchDetail(editing.loginCode) : null,
    ])
      .then(([permissionTree, roles, addresses, detail]) => {
        if (!live) return;
        setTree(permissionTree);
        setPresets(roles);
        setSenders(addresses);
        if (detail) {
          form.setFieldsValue({
            loginCode: detail.loginCode,
            userName: detail.userName,
            phone: detail.phone ?? undefined,
            email: detail.email ?? undefined,
            roleCode: detail.roleCode ?? undefined,
            dataScope: detail.dataScope,
            senderAddressIds: detail.senderAddressIds,
            hideMoney: detail.hideMoney,
          });
          setChecked(detail.permissionKeys);
        }
      })
      .catch(() => live && onClose())
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, editing, form, onClose]);

  const applyPreset = (code: string | undefined) => {
    const preset = presets.find((each) => each.code === code);
    if (!preset) return;
    const apply = () => {
      setChecked(preset.permissionKeys);
      form.setFieldValue('hideMoney', preset.hideMoney);
    };
    // the spec's confirmation where earlier permissions would be cleared
    if (checked.length === 0) apply();
    else modal.confirm({ title: t('authority.confirm.clear'), onOk: apply });
  };

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd marks the fields
    }
    const permissionKeys = keysToSave(checked, tree?.grantable ?? []);
    const senderAddressIds = values.dataScope === 'SENDERS' ? (values.senderAddressIds ?? []) : [];
    setSaving(true);
    try {
      if (editing) {
        await saveUser({
          loginCode: editing.loginCode,
          userName: values.userName,
          phone: values.phone ?? '',
          email: values.email,
          roleCode: values.roleCode ?? null,
          permissionKeys,
          dataScope: values.dataScope,
          senderAddressIds,
          hideMoney: values.hideMoney,
        });
        message.success(t('authority.done.saved'));
      } else {
        await createUser({
          loginCode: values.loginCode,
          userName: values.userName,
          phone: values.phone || undefined,
          email: values.email,
          password: values.password || undefined,
          roleCode: values.roleCode,
          permissionKeys,
          dataScope: values.dataScope,
          senderAddressIds,
          hideMoney: values.hideMoney,
        });
        message.success(t('authority.done.created', { loginCode: values.loginCode }));
      }
      onSaved();
    } catch (error) {
      // the http client has shown the server's message; its fields are marked, the input stays
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const required = (field: string) => [
    { required: true, message: t('authority.form.required', { field: label(field) }) },
  ];

  return (
    <Modal
      open={open}
      {...frame}
      title={
        editing
          ? t('authority.form.editTitle', { loginCode: editing.loginCode })
          : t('authority.form.createTitle')
      }
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      className="portal-dialog"
      data-testid="sub-account-dialog"
    >
      <Spin spinning={loading}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          name="subAccount"
          initialValues={{ dataScope: 'ALL', senderAddressIds: [], hideMoney: false }}
        >
          <Form.Item name="loginCode" label={label('loginCode')} rules={required('loginCode')}>
            <Input disabled={editing !== null} autoComplete="off" />
          </Form.Item>
          <Form.Item name="userName" label={label('userName')} rules={required('userName')}>
            <Input />
          </Form.Item>
          <Form.Item name="email" label={label('email')} rules={required('email')}>
            <Input type="email" />
          </Form.Item>
          <Form.Item name="phone" label={label('phone')}>
            <Input />
          </Form.Item>
          {!editing && (
            <Form.Item name="password" label={label('password')} extra={label('passwordHint')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item name="roleCode" label={label('preset')}>
            <Select
              allowClear
              options={presets.map((preset) => ({ value: preset.code, label: preset.name }))}
              onChange={(code: string | undefined) => applyPreset(code)}
            />
          </Form.Item>
          <Form.Item
            name="permissionKeys"
            label={label('permissions')}
            rules={[
              {
                validator: () =>
                  keysToSave(checked, tree?.grantable ?? []).length > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(label('permissionsNeeded'))),
              },
            ]}
          >
            <PermissionTreeBox
              tree={tree}
              checked={checked}
              onCheck={(keys) => {
                setChecked(keys);
                form.setFields([{ name: 'permissionKeys', errors: [] }]);
              }}
            />
          </Form.Item>
          <Form.Item name="dataScope" label={label('dataScope')}>
            <Radio.Group
              options={DATA_SCOPES.map((value) => ({ value, label: t(`authority.scopes.${value}`) }))}
            />
          </Form.Item>
          {scope === 'SENDERS' && (
            <Form.Item name="senderAddressIds" label={label('senders')} rules={required('senders')}>
              <Select
                mode="multiple"
                options={senders.map((address) => ({ value: address.id, label: senderLabel(address) }))}
                optionFilterProp="label"
              />
            </Form.Item>
          )}
          <Form.Item
            name="hideMoney"
            label={label('hideMoney')}
            extra={label('hideMoneyHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
