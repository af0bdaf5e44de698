import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared';
import { renderWithPortal } from '../test/renderWithPortal';
import { RemoteFallback } from './RemoteFallback';
import { RemoteRegistryContext } from './RemoteRegistryContext';
import { RemoteRegistry, type RemoteLoader, type RemoteState } from './remoteRegistry';
import { RemoteUpdateNotice } from './RemoteUpdateNotice';

const refusedFinance: RemoteState = {
  name: 'remote_finance',
  entry: 'http://localhost:3002/mf-manifest.json',
  status: 'failed',
  routes: [],
  error: 'remote_finance was built for shared@^2.0.0',
  refused: [{ name: 'shared', required: '^2.0.0', provided: ['1.0.0'] }],
};

describe('RemoteFallback', () => {
  it('says in the user’s language why a refused remote is not shown, and offers retry', async () => {
    const onRetry = jest.fn();
    renderWithPortal(<RemoteFallback remote={refusedFinance} onRetry={onRetry} />);
    expect(screen.getByText('Modul Keuangan sedang tidak tersedia')).toBeInTheDocument();
    expect(screen.getByTestId('remote-refused-reason')).toHaveTextContent(
      'Versi modul Keuangan ini tidak cocok dengan portal: membutuhkan shared ^2.0.0, portal menyediakan shared 1.0.0.',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('remote-refused-reason')).toHaveTextContent(
      'This version of the Finance module does not fit the portal: it needs shared ^2.0.0, the portal provides shared 1.0.0.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a remote that failed for another reason shows no version reason', () => {
    renderWithPortal(
      <RemoteFallback remote={{ ...refusedFinance, refused: undefined }} onRetry={jest.fn()} />,
    );
    expect(screen.queryByTestId('remote-refused-reason')).not.toBeInTheDocument();
  });
});

describe('RemoteUpdateNotice', () => {
  it('offers a reload once the page’s remote was redeployed', async () => {
    const loader: RemoteLoader = {
      register: jest.fn(),
      load: jest.fn(async () => ({ default: [] })),
      prepare: jest.fn(async () => ({ buildVersion: '1.0.0', buildHash: 'aaaa' })),
      currentBuild: jest.fn(async () => ({ buildVersion: '1.0.1', buildHash: 'bbbb' })),
    };
    const registry = new RemoteRegistry(loader);
    registry.setRemotes({ remote_finance: refusedFinance.entry });
    await registry.loadAll();
    const onReload = jest.fn();
    renderWithPortal(
      <RemoteRegistryContext.Provider value={registry}>
        <RemoteUpdateNotice onReload={onReload} />
      </RemoteRegistryContext.Provider>,
    );
    expect(screen.queryByTestId('remote-new-build')).not.toBeInTheDocument();
    await act(() => registry.checkForUpdate('remote_finance'));
    expect(screen.getByTestId('remote-new-build')).toHaveTextContent('Versi baru modul Keuangan tersedia.');
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
