import { act, screen } from '@testing-library/react';
import App from 'antd/es/app';
import { renderPage } from './renderPage';

function CopyButton() {
  const { message, notification } = App.useApp();
  return (
    <button
      type="button"
      onClick={() => {
        message.success('Copied');
        notification.info({ title: 'Export ready' });
      }}
    >
      Copy
    </button>
  );
}

it('keeps a shown toast still, so no update lands outside act while a test awaits', async () => {
  await renderPage(<CopyButton />);
  act(() => screen.getByRole('button', { name: 'Copy' }).click());
  expect(await screen.findByText('Copied')).toBeInTheDocument();
  expect(await screen.findByText('Export ready')).toBeInTheDocument();

  const logged: string[] = [];
  const logError = console.error;
  console.error = (first: unknown) => logged.push(String(first));
  try {
    // ten animation frames of a test's own work (a mocked request, a clipboard read)
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    console.error = logError;
  }
  expect(logged).toEqual([]);
  expect(screen.getByText('Copied')).toBeInTheDocument();
});
