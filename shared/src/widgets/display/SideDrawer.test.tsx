import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { SideDrawer } from './SideDrawer';

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const drawerWidth = () =>
  (document.querySelector('.ant-drawer-content-wrapper') as HTMLElement | null)?.style.width;

describe('SideDrawer', () => {
  afterEach(() => setViewportWidth(1024));

  it('shows the title and the content while open, nothing while closed', async () => {
    const { rerender } = await renderPage(
      <SideDrawer open title="Template" onClose={() => undefined}>
        body text
      </SideDrawer>,
    );
    expect(await screen.findByText('Template')).toBeInTheDocument();
    expect(screen.getByText('body text')).toBeInTheDocument();
    rerender(
      <SideDrawer open={false} title="Template" onClose={() => undefined}>
        body text
      </SideDrawer>,
    );
    await waitFor(() => expect(screen.queryByText('body text')).not.toBeInTheDocument());
  });

  it('is 712 px wide like the dialog, or the given width, and full width at 768 px or less', async () => {
    setViewportWidth(1280);
    const { unmount } = await renderPage(<SideDrawer open title="Wide" onClose={() => undefined} />);
    expect(drawerWidth()).toBe('712px');
    unmount();

    const custom = await renderPage(<SideDrawer open title="Custom" width={500} onClose={() => undefined} />);
    expect(drawerWidth()).toBe('500px');
    custom.unmount();

    setViewportWidth(375);
    await renderPage(<SideDrawer open title="Narrow" onClose={() => undefined} />);
    expect(drawerWidth()).toBe('100%');
  });

  it('disables the actions while the confirm call runs and closes when it succeeds', async () => {
    let finish: () => void = () => undefined;
    const onClose = jest.fn();
    await renderPage(
      <SideDrawer
        open
        title="Save"
        onClose={onClose}
        onConfirm={() => new Promise<void>((resolve) => (finish = resolve))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await act(async () => finish());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('stays open when the confirm call is refused', async () => {
    const onClose = jest.fn();
    await renderPage(
      <SideDrawer open title="Save" onClose={onClose} onConfirm={() => Promise.reject(new Error('no'))} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
