import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { ListScreen, useListScreen, type ListColumn, type PageQuery } from 'shared/widgets';
import { NAMESPACE } from '../../i18n';
import './texts';
import {
  deleteAddress,
  deleteAllAddresses,
  exportAddresses,
  fetchAddresses,
  setDefaultAddress,
  type AddressEntry,
  type AddressKind,
  type AddressSearch,
} from './api';
import { AddressDialog } from './AddressDialog';
import { ImportDialog } from './ImportDialog';
import { PhoneReveal } from './PhoneReveal';

/**
 * One address book on the list recipe (/mailingAddress for the sender book, /receivingAddress for
 * the receiver book): search, list with masked phones and their reveal, add / edit, default,
 * delete and delete all after confirming, the template, import with row errors, and export.
 */
export function AddressBookScreen({ kind, routeName }: { kind: AddressKind; routeName: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { message, modal } = App.useApp();
  const loadPage = useCallback(
    (query: PageQuery, search: AddressSearch) => fetchAddresses(kind, query, search),
    [kind],
  );
  const book = useListScreen<AddressEntry, AddressSearch>({
    cacheKey: routeName,
    initialSearch: {},
    loadPage,
  });
  const [dialog, setDialog] = useState<{ editing: AddressEntry | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const { refresh } = book;
  const saved = useCallback(() => {
    setDialog(null);
    refresh();
  }, [refresh]);
  const label = (prop: string) => t(`addressBook.columns.${prop}`);

  const confirmThen = (title: string, work: () => Promise<unknown>, done: () => string) =>
    modal.confirm({
      title,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await work();
          message.success(done());
          refresh();
        } catch {
          // the http client has shown the gateway's message
        }
      },
    });

  const columns: ListColumn<AddressEntry>[] = [
    {
      prop: 'name',
      label: label('name'),
      width: 180,
      slot: (entry) => (
        <span>
          {entry.name} {entry.isDefault && <Tag color="blue">{t('addressBook.defaultTag')}</Tag>}
        </span>
      ),
    },
    {
      prop: 'phone',
      label: label('phone'),
      width: 190,
      slot: (entry) => <PhoneReveal id={entry.id} phone={entry.phone} />,
    },
    { prop: 'province', label: label('province'), width: 150 },
    { prop: 'city', label: label('city'), width: 170 },
    { prop: 'district', label: label('district'), width: 150 },
    { prop: 'address', label: label('address'), width: 260 },
    { prop: 'postalCode', label: label('postalCode'), width: 100 },
  ];

  return (
    <ListScreen<AddressEntry, AddressSearch, unknown>
      title={t(kind === 'SENDER' ? 'addressBook.senderTitle' : 'addressBook.receiverTitle')}
      routeName={routeName}
      screen={book}
      search={{
        name: `${routeName}Search`,
        fields: [{ name: 'keyword', label: t('addressBook.keyword'), input: <Input allowClear /> }],
      }}
      toolbar={[
        {
          key: 'add',
          label: t('addressBook.actions.add'),
          permission: 'ADD',
          mainAction: t('addressBook.mainAction'),
          onClick: () => setDialog({ editing: null }),
        },
        {
          key: 'import',
          label: t('addressBook.actions.import'),
          permission: 'ADD',
          onClick: () => setImporting(true),
        },
        {
          key: 'export',
          label: t('addressBook.actions.export'),
          permission: 'EXCEL',
          export: () => exportAddresses(kind, book.search),
        },
        {
          key: 'deleteAll',
          label: t('addressBook.actions.deleteAll'),
          permission: 'DELETE',
          disabled: !book.list.page?.total,
          onClick: () =>
            confirmThen(
              t('addressBook.confirm.deleteAll', { count: book.list.page?.total ?? 0 }),
              () => deleteAllAddresses(kind),
              () => t('addressBook.deletedAll', { count: book.list.page?.total ?? 0 }),
            ),
        },
      ]}
      columns={columns}
      rowActions={[
        {
          action: 'EDIT',
          label: t('addressBook.actions.edit'),
          onClick: (entry) => setDialog({ editing: entry }),
        },
        {
          action: 'UPDATE',
          perm: `${routeName}_EDIT`,
          label: t('addressBook.actions.setDefault'),
          when: (entry) => !entry.isDefault,
          onClick: (entry) => {
            setDefaultAddress(entry.id)
              .then(() => refresh())
              .catch(() => undefined);
          },
        },
        {
          action: 'DELETE',
          label: t('addressBook.actions.delete'),
          onClick: (entry) =>
            confirmThen(
              t('addressBook.confirm.delete', { name: entry.name }),
              () => deleteAddress(entry.id),
              () => t('addressBook.deleted'),
            ),
        },
      ]}
    >
      <AddressDialog
        kind={kind}
        editing={dialog?.editing ?? null}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        onSaved={saved}
      />
      <ImportDialog kind={kind} open={importing} onClose={() => setImporting(false)} onImported={refresh} />
    </ListScreen>
  );
}
