import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { ApiError } from '../../http/ApiError';
import { fieldErrorOf } from '../../testing/fieldErrors';
import { renderPage } from '../../testing/renderPage';
import { SubmitDialog } from './SubmitDialog';

interface Values {
  name: string;
}

function Sample({ send, notice }: { send(values: Values): Promise<unknown>; notice?: string }) {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  if (!open) return <p>closed</p>;
  return (
    <SubmitDialog<Values>
      form={form}
      name="sample"
      title="Correct receiver"
      okText="Send"
      initialValues={{ name: 'Budi' }}
      send={async (values) => {
        await send(values);
        setOpen(false);
      }}
      fieldPath={(path) => (path[0] === 'receiver' ? [String(path[1])] : undefined)}
      notice={notice}
      onClose={() => setOpen(false)}
    >
      <Form.Item name="name" label="Receiver name" rules={[{ required: true, message: 'required' }]}>
        <Input />
      </Form.Item>
    </SubmitDialog>
  );
}

const send = () => screen.getByRole('button', { name: 'Send' });

it('sends the checked values once and lets its owner close it', async () => {
  const calls: Values[] = [];
  await renderPage(<Sample send={async (values) => void calls.push(values)} />);
  await userEvent.click(send());
  await screen.findByText('closed');
  expect(calls).toEqual([{ name: 'Budi' }]);
});

it('does not send a form that fails its own rules', async () => {
  const calls: Values[] = [];
  await renderPage(<Sample send={async (values) => void calls.push(values)} />);
  await userEvent.clear(screen.getByLabelText('Receiver name'));
  await userEvent.click(send());
  await waitFor(() => expect(fieldErrorOf('Receiver name')).toBe('required'));
  expect(calls).toEqual([]);
});

it('shows a refusal about a field at that field through the map, and keeps what was typed', async () => {
  const refusal = new ApiError({
    kind: 'http',
    code: 400,
    msg: 'input data is illegal',
    data: [{ field: 'body.receiver.name', message: 'at most 50 characters' }],
  });
  await renderPage(<Sample send={() => Promise.reject(refusal)} />);
  await userEvent.type(screen.getByLabelText('Receiver name'), ' Santoso');
  await userEvent.click(send());
  await waitFor(() => expect(fieldErrorOf('Receiver name')).toBe('at most 50 characters'));
  expect(screen.queryByRole('alert', { name: /illegal/ })).toBeNull();
  expect(screen.getByLabelText('Receiver name')).toHaveValue('Budi Santoso');
});

it('shows any other refusal above the form, and the owner’s notice while there is none', async () => {
  const refusal = new ApiError({ kind: 'http', code: 400, msg: 'the parcel is no longer held' });
  await renderPage(<Sample send={() => Promise.reject(refusal)} notice="preview: window closed" />);
  expect(screen.getByRole('alert')).toHaveTextContent('preview: window closed');
  await userEvent.click(send());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('the parcel is no longer held'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('says the request failed when a refusal carries no message', async () => {
  await renderPage(<Sample send={() => Promise.reject(new Error('socket hang up'))} />);
  await userEvent.click(send());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('request failed'));
});
