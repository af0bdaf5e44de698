import { fireEvent, render, screen } from '@testing-library/react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n } from '../../i18n';
import { ApiError } from '../../http/ApiError';
import type { ExportOutcome } from '../../http/export';
import { useServerExport } from './useServerExport';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(60000);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Exporter({ download }: { download: () => Promise<ExportOutcome | void> }) {
  const exports = useServerExport();
  return (
    <Button loading={exports.running === 'orders'} onClick={() => void exports.run('orders', download)}>
      Export
    </Button>
  );
}

async function renderExporter(download: () => Promise<ExportOutcome | void>) {
  await initI18n('EN');
  render(
    <MemoryRouter initialEntries={['/orderManagement']}>
      <App message={{ duration: 0 }} notification={{ duration: 0 }}>
        <Exporter download={download} />
        <Where />
      </App>
    </MemoryRouter>,
  );
}

it('says a queued export is being prepared in the download centre and opens it at its record', async () => {
  await renderExporter(async () => ({
    kind: 'queued',
    exportId: 41,
    status: 'QUEUED',
    waitingBehind: 5,
    msg: 'Being prepared in the download centre: 5 exports of your account are running, it waits behind 5',
  }));
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Being prepared in the download centre')).toBeInTheDocument();
  expect(screen.getByText(/5 exports of your account are running/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Open the download centre' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/downloadCenter?id=41');
});

it('says nothing more for a file saved at once', async () => {
  await renderExporter(async () => ({ kind: 'saved', fileName: 'orders.xlsx' }));
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  await screen.findByRole('button', { name: 'Export' });
  expect(screen.queryByText('Being prepared in the download centre')).not.toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/orderManagement');
});

it('shows the server’s msg when the export is refused', async () => {
  await renderExporter(async () => {
    throw new ApiError({ kind: 'business', code: 500, msg: 'Import task not found' });
  });
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Import task not found')).toBeInTheDocument();
});
