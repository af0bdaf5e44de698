import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, renderPage, type FakeGateway } from 'shared/testing';
import type { TicketDetail } from './api';
import { TicketDrawer } from './TicketDrawer';

const DETAIL = '/customer-api/workOrder/detail';
const REPLY = '/customer-api/workOrder/reply';
const UPLOAD = '/customer-api/file/upload';
const KEY = 'ticket/2026/11/27/4f1c-gate.png';
const SIGNED = `/customer-api/attachment/view/${encodeURIComponent(KEY)}?c=1&exp=9&sig=s1`;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const deskMessage: TicketDetail['thread'][number] = {
  id: 1,
  author: 'DESK',
  authorName: 'Sari (CS)',
  body: 'Kurir sudah kami hubungi.',
  attachments: [],
  attachmentFiles: [],
  createdAt: '2026-11-27T04:00:00Z',
};
const ticket: TicketDetail = {
  id: 3,
  ticketNo: 'T20261127000003',
  billCodes: ['JP20260000271'],
  typeCode: 'DELIVERY',
  subtypeCode: 'DELAYED',
  typeName: 'Delivery',
  subtypeName: 'Delayed',
  description: 'Paket belum sampai',
  attachments: [],
  attachmentFiles: [],
  contactPhone: '081210002026',
  contactChannel: 'WHATSAPP',
  priority: 'NORMAL',
  status: 'IN_PROGRESS',
  assignee: 'Sari (CS)',
  firstAnswerDueAt: '2026-11-28T03:00:00Z',
  resolveDueAt: '2026-12-01T03:00:00Z',
  firstAnsweredAt: '2026-11-27T04:00:00Z',
  resolvedAt: null,
  escalatedAt: null,
  slaClock: 'ON_TIME',
  resolutionCode: null,
  rating: null,
  ratingComment: null,
  reopenCount: 0,
  createdAt: '2026-11-27T03:00:00Z',
  updatedAt: '2026-11-27T04:00:00Z',
  thread: [deskMessage],
};

let gateway: FakeGateway;

beforeEach(() => {
  gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => ticket,
    [`POST ${UPLOAD}`]: () => ({
      url: '/customer-api/file/view/x?exp=9&sig=u',
      key: KEY,
      name: 'gate.png',
      size: 70,
      contentType: 'image/png',
      files: [],
    }),
    [`POST ${REPLY}`]: (_query, { body, attachments = [] }) => ({
      ...ticket,
      thread: [
        deskMessage,
        {
          id: 2,
          author: 'CUSTOMER',
          authorName: 'demo',
          body,
          attachments,
          attachmentFiles: attachments.map((key) => ({
            key,
            name: 'gate.png',
            contentType: 'image/png',
            size: 70,
            url: SIGNED,
          })),
          createdAt: '2026-11-27T05:00:00Z',
        },
      ],
    }),
  });
});

it('replies with a file: sends its key, clears the box, shows the file in the thread (image preview)', async () => {
  const onChanged = jest.fn();
  const { baseElement } = await renderPage(
    <TicketDrawer id={3} onClose={() => undefined} onChanged={onChanged} />,
  );
  const box = await screen.findByRole('textbox', { name: 'Reply' });
  await user.click(box);
  await user.paste('Foto pagar rumah terlampir');
  expect(screen.getByText('Files with the reply (images or PDF, at most 5 of 5 MB)')).toBeInTheDocument();
  const input = baseElement.querySelector('.ant-drawer input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(70)], 'gate.png', { type: 'image/png' })] },
    });
  });
  await waitFor(() => expect(gateway.calls(UPLOAD)).toHaveLength(1));
  expect(gateway.calls(UPLOAD)[0].query).toEqual({ bizType: 'ticket' });
  // the upload finished: its item is in the reply's list
  await waitFor(() => expect(baseElement.querySelector('.ant-upload-list-item-done')).not.toBeNull());

  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(gateway.bodies(REPLY)).toEqual([
      { id: 3, body: 'Foto pagar rumah terlampir', attachments: [KEY] },
    ]),
  );
  const files = await screen.findByRole('group', { name: 'Files from demo' });
  expect(onChanged).toHaveBeenCalled();
  // the box is empty again: no text, no file waiting
  expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await waitFor(() => expect(baseElement.querySelector('.ant-upload-list-item')).toBeNull());
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  // the storage key is never shown; the image opens in the preview with its signed link
  expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  await user.click(within(files).getByRole('button', { name: 'Preview gate.png' }));
  expect(await screen.findByRole('img', { name: 'gate.png' })).toHaveAttribute('src', SIGNED);
});
