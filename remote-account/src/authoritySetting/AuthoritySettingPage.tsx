import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { ListScreen, ReadableTag, useListScreen, type ListColumn, type PageQuery } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';
import {
  deleteUser,
  fetchUsers,
  resetUserPassword,
  setUserStatus,
  type SubAccount,
  type UserSearch,
} from './api';
import { AuditLogDialog } from './AuditLogDialog';
import { SubAccountDialog } from './SubAccountDialog';

const ROUTE_NAME = 'authoritySetting';
const EDIT_KEY = `${ROUTE_NAME}_EDIT`;

const loadPage = (query: PageQuery, search: UserSearch) => fetchUsers(query, search);

/**
 * /authoritySetting: the main account's sub-accounts: search, create from a preset, edit the page
 * and button permissions, data scope and hide-money flag, enable or disable, reset the password,
 * delete, and the audit log of these changes.
 */
export default function AuthoritySettingPage() {
  const { t } = useTranslation(NAMESPACE);
  const { message, modal } = App.useApp();
  const users = useListScreen<SubAccount, UserSearch>({ cacheKey: ROUTE_NAME, initialSearch: {}, loadPage });
  const [dialog, setDialog] = useState<{ editing: SubAccount | null } | null>(null);
  const [auditOpen, setAuditOpen] = useState(false);
  const { refresh } = users;
  const closeDialog = useCallback(() => setDialog(null), []);
  const saved = useCallback(() => {
    setDialog(null);
    refresh();
  }, [refresh]);

  /** A confirmed change of one sub-account, then the list again. */
  const confirmThen = (title: string, work: () => Promise<unknown>, done: string, danger = false) =>
    modal.confirm({
      title,
      okButtonProps: { danger },
      onOk: async () => {
        try {
          await work();
          message.success(done);
          refresh();
        } catch {
          // the http client has shown the server's message
        }
      },
    });

  const columns: ListColumn<SubAccount>[] = [
    { prop: 'loginCode', label: t('authority.columns.loginCode'), width: 140 },
    {
      prop: 'isUsed',
      label: t('authority.columns.status'),
      width: 100,
      slot: (user) =>
        user.isUsed === '1' ? (
          <ReadableTag color="green">{t('authority.statuses.on')}</ReadableTag>
        ) : (
          <Tag>{t('authority.statuses.off')}</Tag>
        ),
    },
    { prop: 'userName', label: t('authority.columns.userName'), width: 150 },
    { prop: 'phone', label: t('authority.columns.phone'), width: 140 },
    { prop: 'email', label: t('authority.columns.email'), width: 200 },
    { prop: 'roleCode', label: t('authority.columns.role'), width: 110 },
    {
      prop: 'dataScope',
      label: t('authority.columns.dataScope'),
      width: 220,
      slot: (user) => t(`authority.scopes.${user.dataScope}`),
    },
    {
      prop: 'hideMoney',
      label: t('authority.columns.hideMoney'),
      width: 110,
      slot: (user) => (user.hideMoney ? t('authority.money.hidden') : t('authority.money.shown')),
    },
    { prop: 'permissionCount', label: t('authority.columns.permissionCount'), width: 110, format: 'number' },
    { prop: 'createdAt', label: t('authority.columns.createdAt'), width: 170, format: 'time' },
  ];

  return (
    <ListScreen<SubAccount, UserSearch, unknown>
      title={t('authority.title')}
      routeName={ROUTE_NAME}
      screen={users}
      idKey="loginCode"
      search={{
        name: 'userSearch',
        fields: [
          { name: 'keyword', label: t('authority.search.keyword'), input: <Input allowClear /> },
          {
            name: 'isUsed',
            label: t('authority.search.status'),
            input: (
              <Select
                allowClear
                options={[
                  { value: '1', label: t('authority.statuses.on') },
                  { value: '0', label: t('authority.statuses.off') },
                ]}
              />
            ),
          },
        ],
      }}
      toolbar={[
        {
          key: 'add',
          label: t('authority.actions.add'),
          permission: 'ADD',
          mainAction: t('authority.mainAction'),
          onClick: () => setDialog({ editing: null }),
        },
        {
          key: 'audit',
          label: t('authority.actions.audit'),
          permission: 'DETAIL',
          onClick: () => setAuditOpen(true),
        },
      ]}
      columns={columns}
      rowActions={[
        {
          action: 'EDIT',
          label: t('authority.actions.edit'),
          onClick: (user) => setDialog({ editing: user }),
        },
        {
          action: 'STOPUSE',
          perm: EDIT_KEY,
          label: t('authority.actions.disable'),
          when: (user) => user.isUsed === '1',
          onClick: (user) =>
            confirmThen(
              t('authority.confirm.disable', { loginCode: user.loginCode }),
              () => setUserStatus(user.loginCode, '0'),
              t('authority.done.disabled'),
              true,
            ),
        },
        {
          action: 'STARTUSE',
          perm: EDIT_KEY,
          label: t('authority.actions.enable'),
          when: (user) => user.isUsed !== '1',
          onClick: (user) =>
            confirmThen(
              user.loginCode,
              () => setUserStatus(user.loginCode, '1'),
              t('authority.done.enabled'),
            ),
        },
        {
          action: 'UPDATE',
          perm: EDIT_KEY,
          label: t('authority.actions.reset'),
          onClick: (user) =>
            confirmThen(
              t('authority.confirm.reset', { loginCode: user.loginCode }),
              () => resetUserPassword(user.loginCode),
              t('authority.done.reset', { email: user.email ?? '' }),
            ),
        },
        {
          action: 'DELETE',
          label: t('authority.actions.delete'),
          onClick: (user) =>
            confirmThen(
              t('authority.confirm.delete', { loginCode: user.loginCode }),
              () => deleteUser(user.loginCode),
              t('authority.done.deleted'),
              true,
            ),
        },
      ]}
    >
      <SubAccountDialog
        editing={dialog?.editing ?? null}
        open={dialog !== null}
        onClose={closeDialog}
        onSaved={saved}
      />
      <AuditLogDialog open={auditOpen} onClose={() => setAuditOpen(false)} />
    </ListScreen>
  );
}
