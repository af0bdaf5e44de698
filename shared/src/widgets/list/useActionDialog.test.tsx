import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../http/ApiError';
import { renderPage } from '../../testing/renderPage';
import { useActionDialog, useListCall } from './useActionDialog';

function Sample({ refresh, call }: { refresh(): void; call(): Promise<{ changed: number }> }) {
  const dialog = useActionDialog<string>(refresh);
  const run = useListCall(refresh);
  return (
    <>
      <button onClick={() => dialog.open('JX1001')}>open</button>
      <button onClick={() => void run(call, (answer) => `${answer.changed} changed`)}>run</button>
      {dialog.target && (
        <div role="dialog">
          {dialog.target}
          <button onClick={dialog.close}>close</button>
          <button onClick={() => dialog.done('saved')}>done</button>
        </div>
      )}
    </>
  );
}

it('opens for a row, closes without touching the list, and when done says so and refreshes', async () => {
  const refresh = jest.fn();
  await renderPage(<Sample refresh={refresh} call={async () => ({ changed: 1 })} />);
  await userEvent.click(screen.getByText('open'));
  expect(screen.getByRole('dialog')).toHaveTextContent('JX1001');
  await userEvent.click(screen.getByText('close'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(refresh).not.toHaveBeenCalled();
  await userEvent.click(screen.getByText('open'));
  await userEvent.click(screen.getByText('done'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByText('saved')).toBeInTheDocument();
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('a call that succeeds says what it did and refreshes; a refused one shows why and does not', async () => {
  const refresh = jest.fn();
  const answers = [
    () => Promise.resolve({ changed: 3 }),
    () => Promise.reject(new ApiError({ kind: 'http', code: 400, msg: 'the parcel is no longer held' })),
  ];
  await renderPage(<Sample refresh={refresh} call={() => answers.shift()!()} />);
  await userEvent.click(screen.getByText('run'));
  expect(await screen.findByText('3 changed')).toBeInTheDocument();
  expect(refresh).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByText('run'));
  expect(await screen.findByText('the parcel is no longer held')).toBeInTheDocument();
  expect(refresh).toHaveBeenCalledTimes(1);
});
