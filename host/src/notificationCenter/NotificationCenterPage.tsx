import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { usePageQuery, type PageQuery } from 'shared/widgets';
import {
  NOTIFICATION_CATEGORIES,
  fetchDownloadUrl,
  fetchNotifications,
  markAllNotificationsRead,
  type NotificationCategory,
  type PortalNotification,
} from './api';
import { NotificationTable } from './NotificationTable';
import { saveFrom } from './openNotification';
import { announceUnreadChanged } from './unreadSignal';
import { useNotificationActions } from './useNotificationActions';

const READ_STATES = ['ALL', 'UNREAD', 'READ'] as const;
type ReadFilter = (typeof READ_STATES)[number];

/**
 * /notificationCenter: the caller's notifications, newest first, by category and read state.
 * Opening one marks it read and follows its deep link to the page and record it is about; a file
 * (an export) downloads through a freshly signed link. Every change tells the header bell.
 */
export default function NotificationCenterPage() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [category, setCategory] = useState<NotificationCategory | undefined>(undefined);
  const [readFilter, setReadFilter] = useState<ReadFilter>('ALL');
  const [markingAll, setMarkingAll] = useState(false);
  const load = useCallback(
    (query: PageQuery) =>
      fetchNotifications({
        ...query,
        ...(category ? { category } : {}),
        ...(readFilter === 'ALL' ? {} : { readStatus: readFilter }),
      }),
    [category, readFilter],
  );
  const list = usePageQuery(load, { key: ['notificationCenter', category ?? '', readFilter] });

  const { markRead, open: openNotification } = useNotificationActions();

  const open = async (notification: PortalNotification) => {
    if (!(await openNotification(notification))) list.reload();
  };

  const download = async (notification: PortalNotification) => {
    try {
      const file = await fetchDownloadUrl(notification.id);
      saveFrom(file.url, file.fileName);
    } catch {
      return; // the gateway's message is shown by the HTTP client
    }
    if (notification.readAt === null && (await markRead(notification))) list.reload();
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      const updated = await markAllNotificationsRead();
      message.success(
        updated > 0 ? t('notification.markedAllRead', { count: updated }) : t('notification.noneUnread'),
      );
      list.reload();
    } catch {
      // shown by the HTTP client
    } finally {
      setMarkingAll(false);
      announceUnreadChanged();
    }
  };

  return (
    <Card title={t('notification.title')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Flex wrap gap={12} justify="space-between" align="center">
          <Flex wrap gap={12} align="center">
            <Select<NotificationCategory>
              aria-label={t('notification.category')}
              allowClear
              placeholder={t('notification.allCategories')}
              style={{ width: 200 }}
              value={category}
              onChange={(value) => {
                setCategory(value ?? undefined);
                list.firstPage();
              }}
              options={NOTIFICATION_CATEGORIES.map((value) => ({
                value,
                label: t(`notification.categories.${value}`),
              }))}
            />
            <Segmented<ReadFilter>
              aria-label={t('notification.readStatus')}
              value={readFilter}
              onChange={(value) => {
                setReadFilter(value);
                list.firstPage();
              }}
              options={READ_STATES.map((value) => ({
                value,
                label: t(`notification.readStates.${value}`),
              }))}
            />
          </Flex>
          <Button icon={<CheckOutlined />} loading={markingAll} onClick={() => void markAll()}>
            {t('notification.markAllRead')}
          </Button>
        </Flex>
        {list.failed ? (
          <Result
            status="error"
            title={t('shared:requestFailed')}
            subTitle={list.msg}
            extra={<Button onClick={list.reload}>{t('shared:retry')}</Button>}
          />
        ) : (
          <NotificationTable
            list={list}
            onOpen={(row) => void open(row)}
            onDownload={(row) => void download(row)}
            onMarkRead={(row) =>
              void markRead(row).then((done) => {
                if (done) list.reload();
              })
            }
          />
        )}
      </Space>
    </Card>
  );
}
