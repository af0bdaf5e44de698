import { fireEvent, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import { renderWithPortal } from '../test/renderWithPortal';
import { NewPasswordFields } from './NewPasswordFields';

function renderForm() {
  const onFinish = jest.fn();
  renderWithPortal(
    <Form layout="vertical" onFinish={onFinish}>
      <NewPasswordFields submitting={false} />
    </Form>,
  );
  const typeInto = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
  return { onFinish, typeInto, submit };
}

/** The form's error messages as shown, field by field. */
async function errorsShown(count: number) {
  const shown = () => [...document.querySelectorAll('.ant-form-item-explain-error')];
  await waitFor(() => expect(shown()).toHaveLength(count));
  return shown().map((error) => error.textContent);
}

describe('NewPasswordFields', () => {
  it('asks for both passwords', async () => {
    const { onFinish, submit } = renderForm();
    submit();
    expect(await errorsShown(2)).toEqual(['Masukkan kata sandi baru', 'Konfirmasi kata sandi baru']);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses a password without a digit, and a confirmation that differs', async () => {
    const { onFinish, typeInto, submit } = renderForm();
    typeInto('Kata sandi baru', 'onlyletters');
    typeInto('Konfirmasi kata sandi baru', 'onlyletterz');
    submit();
    expect(await errorsShown(2)).toEqual([
      'Kata sandi 8-20 karakter, berisi huruf dan angka',
      'Kedua kata sandi tidak sama',
    ]);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('hands a valid, confirmed password to the form', async () => {
    const { onFinish, typeInto, submit } = renderForm();
    typeInto('Kata sandi baru', 'Rahasia2026');
    typeInto('Konfirmasi kata sandi baru', 'Rahasia2026');
    submit();
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ newPassword: 'Rahasia2026', confirmPassword: 'Rahasia2026' }),
    );
  });
});
