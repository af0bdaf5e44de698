import { useTranslation } from 'react-i18next';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { formatTime } from 'shared';
import { useIsMobile, useListPagination, type PagedListState } from 'shared/widgets';
import type { NotificationCategory, PortalNotification } from './api';
import { isPortalPath } from './openNotification';

interface Props {
  list: PagedListState<PortalNotification>;
  onOpen(notification: PortalNotification): void;
  onDownload(notification: PortalNotification): void;
  onMarkRead(notification: PortalNotification): void;
}

/** On a phone the text wraps at this width, leaving the category room beside it. */
const MOBILE_TITLE_WIDTH = 200;

/** The notifications of one page: unread ones marked, title opening the deep link, WIB times. */
export function NotificationTable({ list, onOpen, onDownload, onMarkRead }: Props) {
  const { t } = useTranslation('host');
  const pagination = useListPagination(list);
  const mobile = useIsMobile();

  const columns: ColumnsType<PortalNotification> = [
    {
      title: t('notification.columns.title'),
      key: 'title',
      render: (_, row) => {
        const unread = row.readAt === null;
        const title = <Typography.Text strong={unread}>{row.title}</Typography.Text>;
        return (
          <Space orientation="vertical" size={2} style={mobile ? { width: MOBILE_TITLE_WIDTH } : undefined}>
            <Space size={8} wrap>
              {row.link && isPortalPath(row.link) ? (
                // A text button, not a link-blue one: link colour on white fails the WCAG contrast check.
                <Button
                  type="text"
                  size="small"
                  style={{ padding: 0, height: 'auto', textDecoration: 'underline' }}
                  onClick={() => onOpen(row)}
                >
                  {title}
                </Button>
              ) : (
                title
              )}
              {unread ? (
                <Badge status="processing" text={t('notification.unread')} className="notification-unread" />
              ) : null}
            </Space>
            <Typography.Text type="secondary">{row.body}</Typography.Text>
          </Space>
        );
      },
    },
    {
      title: t('notification.columns.category'),
      dataIndex: 'category',
      key: 'category',
      width: 150,
      render: (category: NotificationCategory) => (
        // Neutral tags: antd's preset colours fail the WCAG contrast check (see e2e accessibility).
        <Tag>{t(`notification.categories.${category}`)}</Tag>
      ),
    },
    {
      title: t('notification.columns.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 190,
      render: (createdAt: string) => formatTime(createdAt),
    },
    {
      title: t('notification.columns.actions'),
      key: 'actions',
      width: 220,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.hasFile ? (
            <Button size="small" icon={<DownloadOutlined />} onClick={() => onDownload(row)}>
              {t('notification.download')}
            </Button>
          ) : null}
          {row.readAt === null ? (
            <Button size="small" onClick={() => onMarkRead(row)}>
              {t('notification.markRead')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Table<PortalNotification>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={list.page?.records ?? []}
      loading={list.loading}
      pagination={pagination}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shared:noData')} /> }}
    />
  );
}
