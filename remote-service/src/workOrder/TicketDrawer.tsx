import { ReadableTag as Tag, type UploadedFile } from 'shared/widgets';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Rate from 'antd/es/rate';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { formatTime, messageOf } from 'shared';
import { NAMESPACE } from '../i18n';
import { AttachmentField, keysOf } from '../common/attachments/AttachmentField';
import { AttachmentLinks } from '../common/attachments/AttachmentLinks';
import { TICKET_STATUS_COLORS } from './claimStatus';
import './lifecycleTexts';
import './texts';
import { fetchTicket, rateTicket, reopenTicket, replyTicket, type TicketDetail } from './api';

interface ReplyValues {
  text: string;
  attachments: UploadedFile[];
}

/**
 * A ticket with its thread and each message's files: reply with files (not when closed), rate
 * when resolved, reopen.
 */
export function TicketDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const [ticket, setTicket] = useState<TicketDetail | null>(null);
  const [form] = Form.useForm<ReplyValues>();
  const text = (Form.useWatch('text', form) ?? '').trim();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchTicket(id).then(setTicket, (error) => setFailure(messageOf(error) ?? t('shared:requestFailed')));
  }, [id, t]);
  useEffect(load, [load]);

  /** Runs a call on the ticket; after it, a reply clears the text and its files, the others the text. */
  const act = async (work: () => Promise<TicketDetail>, sent: 'reply' | 'text' = 'text') => {
    setBusy(true);
    setFailure(null);
    try {
      setTicket(await work());
      if (sent === 'reply') form.resetFields();
      else form.setFieldValue('text', '');
      onChanged();
    } catch (error) {
      setFailure(messageOf(error) ?? t('shared:requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open
      size="large"
      onClose={onClose}
      title={ticket ? `${ticket.ticketNo} · ${ticket.typeName}` : ''}
    >
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
      {ticket && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Tag color={TICKET_STATUS_COLORS[ticket.status]}>{t(`ticket.statuses.${ticket.status}`)}</Tag>
            <Tag color={ticket.slaClock === 'OVERDUE' || ticket.slaClock === 'MISSED' ? 'red' : 'green'}>
              {t(`ticket.clocks.${ticket.slaClock}`)}
            </Tag>
            <Typography.Text type="secondary">
              {t('ticket.due', { time: formatTime(ticket.resolveDueAt) })}
            </Typography.Text>
            <Typography.Text>
              {t('lifecycle.assignee')}: {ticket.assignee ?? t('lifecycle.unassigned')}
            </Typography.Text>
          </Space>
          {ticket.escalatedAt && (
            <Alert
              type="warning"
              showIcon
              title={t('lifecycle.escalated', { time: formatTime(ticket.escalatedAt) })}
            />
          )}
          <Typography.Paragraph>{ticket.description}</Typography.Paragraph>
          <AttachmentLinks files={ticket.attachmentFiles} label={t('lifecycle.attachments')} />
          <Typography.Title level={5}>{t('ticket.thread')}</Typography.Title>
          <div role="list" aria-label={t('ticket.thread')}>
            {ticket.thread.map((message) => (
              <div role="listitem" key={message.id} style={{ marginBottom: 12 }}>
                <Typography.Text strong>
                  {message.author === 'DESK'
                    ? `${t('ticket.desk')} · ${message.authorName}`
                    : message.authorName}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">{formatTime(message.createdAt)}</Typography.Text>
                <div>{message.body}</div>
                <AttachmentLinks
                  files={message.attachmentFiles}
                  label={t('ticket.messageFiles', { author: message.authorName })}
                />
              </div>
            ))}
          </div>
          {ticket.status === 'RESOLVED' && ticket.rating === null && (
            <Space>
              <Typography.Text>{t('ticket.rate')}</Typography.Text>
              <Rate
                aria-label={t('ticket.rate')}
                disabled={busy}
                onChange={(value) => void act(() => rateTicket(ticket.id, value))}
              />
            </Space>
          )}
          {ticket.status !== 'CLOSED' && (
            <Form<ReplyValues>
              form={form}
              layout="vertical"
              name="ticketReply"
              initialValues={{ text: '', attachments: [] }}
            >
              <Form.Item name="text">
                <Input.TextArea rows={3} maxLength={2000} aria-label={t('ticket.reply')} />
              </Form.Item>
              <AttachmentField name="attachments" label={t('ticket.replyFiles')} bizType="ticket" />
              <Space>
                <Button
                  type="primary"
                  disabled={!text}
                  loading={busy}
                  onClick={() =>
                    void act(
                      () => replyTicket(ticket.id, text, keysOf(form.getFieldValue('attachments'))),
                      'reply',
                    )
                  }
                >
                  {t('ticket.send')}
                </Button>
                {ticket.status === 'RESOLVED' && (
                  <Button
                    disabled={text.length < 5}
                    onClick={() => void act(() => reopenTicket(ticket.id, text))}
                  >
                    {t('ticket.reopen')}
                  </Button>
                )}
              </Space>
            </Form>
          )}
        </Space>
      )}
    </Drawer>
  );
}
