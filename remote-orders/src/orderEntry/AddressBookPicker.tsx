import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ListDialog, useDebouncedValue, useInfinitePages, type PageQuery } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { pageAddressBook, type AddressBookEntry, type AddressKind } from './addressBookApi';
import './texts';

/** Typing in the picker's search asks again this long after the last key. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
const LIST_HEIGHT = 360;

export interface AddressBookPickerProps {
  kind: AddressKind;
  open: boolean;
  onClose(): void;
  onPick(entry: AddressBookEntry): void;
}

function EntryRow({ entry, onPick }: { entry: AddressBookEntry; onPick(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const choose = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick();
    }
  };
  return (
    <div
      role="option"
      aria-selected={false}
      tabIndex={0}
      data-testid="address-book-entry"
      onClick={onPick}
      onKeyDown={choose}
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        padding: '8px 4px',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        cursor: 'pointer',
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <div>
          <Typography.Text strong>{entry.name}</Typography.Text>{' '}
          <Typography.Text>{entry.phone}</Typography.Text>{' '}
          {entry.isDefault && <Tag color="blue">{t('orderEntry.addressBook.default')}</Tag>}
        </div>
        <Typography.Text type="secondary">
          {[entry.address, entry.district, entry.city, entry.province, entry.postalCode]
            .filter(Boolean)
            .join(', ')}
        </Typography.Text>
      </div>
      <Button size="small" tabIndex={-1}>
        {t('orderEntry.addressBook.use')}
      </Button>
    </div>
  );
}

/**
 * A searchable list of one address book (name, phone or street; the default first): choosing an
 * entry hands it to `onPick` and closes. Pages of 10 load as the list scrolls to its end.
 * @example
 * <AddressBookPicker kind="RECEIVER" open={open} onClose={close} onPick={(entry) => fill(entry)} />
 */
export function AddressBookPicker({ kind, open, onClose, onPick }: AddressBookPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  const keyword = useDebouncedValue(typed.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  // a new function per book, keyword or retry: the list starts again at page 1
  const load = useCallback(
    (query: PageQuery) => pageAddressBook(kind, keyword, query),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` makes a retry or a reopening a new load
    [kind, keyword, attempt],
  );
  const list = useInfinitePages(load, open);
  const close = () => {
    setTyped('');
    // opened again, the list is read afresh (an address saved meanwhile shows)
    setAttempt((n) => n + 1);
    onClose();
  };
  const searching = list.loading || typed.trim() !== keyword;

  return (
    <ListDialog
      open={open}
      title={t(`orderEntry.addressBook.title.${kind === 'SENDER' ? 'sender' : 'receiver'}`)}
      footer={null}
      onClose={close}
      testId={`address-book-${kind.toLowerCase()}`}
    >
      <Input.Search
        allowClear
        autoFocus
        value={typed}
        placeholder={t('orderEntry.addressBook.search')}
        aria-label={t('orderEntry.addressBook.search')}
        onChange={(event) => setTyped(event.target.value)}
        loading={searching}
        style={{ marginBottom: 12 }}
      />
      {list.failed && (
        <Alert
          type="error"
          showIcon
          title={t('orderEntry.addressBook.loadFailed')}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('orderEntry.addressBook.retry')}
            </Button>
          }
        />
      )}
      <div
        role="listbox"
        aria-label={t(`orderEntry.addressBook.title.${kind === 'SENDER' ? 'sender' : 'receiver'}`)}
        style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}
        onScroll={list.onPopupScroll}
      >
        {list.records.map((entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            onPick={() => {
              onPick(entry);
              close();
            }}
          />
        ))}
        {!list.loading && !list.failed && list.records.length === 0 && list.current > 0 && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              keyword ? t('orderEntry.addressBook.noMatch', { keyword }) : t('orderEntry.addressBook.empty')
            }
          />
        )}
        {list.loading && (
          <div style={{ textAlign: 'center', padding: 12 }}>
            <Spin size="small" />
          </div>
        )}
        {list.hasMore && !list.loading && (
          <Button type="link" block onClick={list.loadMore}>
            {t('orderEntry.addressBook.loadMore')}
          </Button>
        )}
      </div>
    </ListDialog>
  );
}
