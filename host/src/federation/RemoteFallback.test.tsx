import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared';
import { renderWithPortal } from '../test/renderWithPortal';
import { RemoteFallback } from './RemoteFallback';
import type { RemoteState } from './remoteRegistry';
import { NewBuilds, RemoteUpdateNotice } from './RemoteUpdateNotice';

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
  const loaded: RemoteState = {
    name: 'remote_finance',
    entry: 'http://localhost:3002/mf-manifest.json',
    status: 'ready',
    routes: [],
    build: { buildVersion: '1.0.0', buildHash: 'aaaa' },
  };
  const redeployed = { buildVersion: '1.0.1', buildHash: 'bbbb' };

  it('notes a redeployed build of a loaded remote once, and nothing while the build is unchanged', async () => {
    const store = new NewBuilds();
    const listener = jest.fn();
    store.subscribe(listener);
    const read = jest
      .fn()
      .mockResolvedValueOnce(loaded.build)
      .mockResolvedValueOnce(redeployed)
      .mockResolvedValueOnce(redeployed);
    await store.check(loaded, read);
    expect(store.getSnapshot()).toEqual({});
    await store.check(loaded, read);
    expect(store.getSnapshot()).toEqual({ remote_finance: redeployed });
    await store.check(loaded, read);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(loaded.entry);
    // a remote still loading (or refused) has no build to compare: nothing is read
    await store.check({ ...loaded, status: 'loading' }, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('offers a reload once the page’s remote was redeployed', async () => {
    const store = new NewBuilds();
    const onReload = jest.fn();
    renderWithPortal(<RemoteUpdateNotice store={store} onReload={onReload} />);
    expect(screen.queryByTestId('remote-new-build')).not.toBeInTheDocument();
    await act(() => store.check(loaded, async () => redeployed));
    expect(screen.getByTestId('remote-new-build')).toHaveTextContent('Versi baru modul Keuangan tersedia.');
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
