import { act, render, screen, waitFor } from '@testing-library/react';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import { ApiError } from '../../http/ApiError';
import { fieldErrorOf } from '../../testing/fieldErrors';
import { applyServerFieldErrors, fieldPathOf, serverFieldErrorsOf } from './serverFieldErrors';

const refused = (data: unknown) =>
  new ApiError({ kind: 'http', code: 400, msg: 'input data is illegal', data });

function renderForm(): { current: FormInstance | null } {
  const ref: { current: FormInstance | null } = { current: null };
  function Sample() {
    const [form] = Form.useForm();
    ref.current = form;
    return (
      <Form form={form}>
        <Form.Item name="email" label="E-mail">
          <Input />
        </Form.Item>
        <Form.Item name={['doc', 'npwp']} label="NPWP document">
          <Input />
        </Form.Item>
        <Form.Item name={['items', 0, 'weight']} label="Weight">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Sample />);
  return ref;
}

it('turns gateway field paths into form name paths', () => {
  expect(fieldPathOf('body.email')).toEqual(['email']);
  expect(fieldPathOf('doc.npwp')).toEqual(['doc', 'npwp']);
  expect(fieldPathOf('body.items.0.weight')).toEqual(['items', 0, 'weight']);
  expect(fieldPathOf('body')).toEqual(['body']);
});

it('shows each field error of a refusal beside its field and says it did', async () => {
  const form = renderForm();
  let applied = false;
  act(() => {
    applied = applyServerFieldErrors(
      form.current!,
      refused([
        { field: 'body.email', message: 'must be a valid e-mail address' },
        { field: 'doc.npwp', message: 'this document is required' },
        { field: 'body.items.0.weight', message: 'at most 50' },
      ]),
    );
  });
  expect(applied).toBe(true);
  await waitFor(() => expect(fieldErrorOf('E-mail')).toBe('must be a valid e-mail address'));
  expect(fieldErrorOf('NPWP document')).toBe('this document is required');
  expect(fieldErrorOf('Weight')).toBe('at most 50');
});

it('leaves the form alone for a failure that names no field, and for fields the map drops', () => {
  const form = renderForm();
  expect(applyServerFieldErrors(form.current!, refused(null))).toBe(false);
  expect(applyServerFieldErrors(form.current!, new Error('network'))).toBe(false);
  expect(
    applyServerFieldErrors(form.current!, refused([{ field: 'secret', message: 'x' }]), () => undefined),
  ).toBe(false);
  expect(serverFieldErrorsOf(refused([{ field: 'a', message: 'b' }, { nope: 1 }]))).toEqual([
    { field: 'a', message: 'b' },
  ]);
  // a refused order or address carries them as its issues
  expect(
    serverFieldErrorsOf(refused({ issues: [{ field: 'receiver.phone', messageCode: 'x', message: 'm' }] })),
  ).toEqual([{ field: 'receiver.phone', messageCode: 'x', message: 'm' }]);
  expect(screen.queryByText('x')).toBeNull();
});
