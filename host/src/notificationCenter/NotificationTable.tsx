import { useTranslation } from 'react-i18next';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { PagedTable, tableColumns, useIsMobile, type ListColumn, type PagedListState } from 'shared/widgets';
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
  const mobile = useIsMobile();

  const columns: ListColumn<PortalNotification>[] = [
    {
      prop: 'title',
      label: t('notification.columns.title'),
      width: mobile ? MOBILE_TITLE_WIDTH : 420,
      slot: (row) => {
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
      prop: 'category',
      label: t('notification.columns.category'),
      width: 150,
      slot: (row) => (
        // Neutral tags: antd's preset colours fail the WCAG contrast check (see e2e accessibility).
        <Tag>{t(`notification.categories.${row.category satisfies NotificationCategory}`)}</Tag>
      ),
    },
    { prop: 'createdAt', label: t('notification.columns.createdAt'), width: 190, format: 'time' },
  ];
  const actionColumn = {
    key: 'actions',
    title: t('notification.columns.actions'),
    width: 220,
    render: (_: unknown, row: PortalNotification) => (
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
  };

  return (
    <PagedTable<PortalNotification>
      list={list}
      columns={tableColumns<PortalNotification>({ columns, idKey: 'id', actionColumn })}
    />
  );
}
