import { useRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { configureHttp } from '../../http/configure';
import { deferred, fakeGateway, refusal, type GatewayRoutes } from '../../testing/fakeGateway';
import { renderAgain, renderPage } from '../../testing/renderPage';
import { GuideButton } from './GuideButton';
import { GuideTour } from './GuideTour';
import { useGuide } from './useGuide';

function HomePage() {
  const guide = useGuide('home');
  const linksRef = useRef<HTMLDivElement>(null);
  return (
    <div>
      <h1>Home</h1>
      <GuideButton guide={guide} />
      <div ref={linksRef}>Quick links</div>
      <Link to="/elsewhere">Leave</Link>
      <Link to="/index">Back home</Link>
      <GuideTour
        guide={guide}
        steps={[
          { title: 'Welcome to the portal', description: 'A short tour' },
          { title: 'Your quick links', target: linksRef },
          { title: 'Your account', target: () => document.querySelector<HTMLElement>('#nowhere') },
        ]}
      />
    </div>
  );
}

const guides = (home: { version?: number; enabled?: boolean; seen: boolean }): GatewayRoutes => ({
  'GET /customer-api/guide/config': () => ({
    guides: [
      { key: 'home', version: home.version ?? 1, enabled: home.enabled ?? true, seen: home.seen },
      { key: 'orderEntry', version: 1, enabled: true, seen: false },
    ],
  }),
  'POST /customer-api/guide/seen': (_query, body) => ({
    key: body.guideKey,
    version: body.version,
    enabled: true,
    seen: true,
  }),
});

const tour = () => document.querySelector('.ant-tour');
const tourTitle = () => document.querySelector('.ant-tour-title')?.textContent;

describe('GuideTour with useGuide', () => {
  const notify = { error: jest.fn(), warning: jest.fn(), success: jest.fn() };
  beforeEach(() => {
    jest.clearAllMocks();
    configureHttp({ notify });
  });

  it('opens at the first step when the user has not seen the current version, and records it on finish', async () => {
    const gateway = fakeGateway(guides({ version: 3, seen: false }));
    await renderPage(<HomePage />, { route: '/index' });
    await waitFor(() => expect(tourTitle()).toBe('Welcome to the portal'));
    expect(screen.getByText('A short tour')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(tourTitle()).toBe('Your quick links');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // a step whose element is not on the page still shows, in the middle
    expect(tourTitle()).toBe('Your account');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(tour()).toBeNull());
    expect(gateway.bodies('/customer-api/guide/seen')).toEqual([{ guideKey: 'home', version: 3 }]);
  });

  it('records the guide as seen when the user closes it early', async () => {
    const gateway = fakeGateway(guides({ seen: false }));
    await renderPage(<HomePage />, { route: '/index' });
    await waitFor(() => expect(tour()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(tour()).toBeNull());
    expect(gateway.bodies('/customer-api/guide/seen')).toEqual([{ guideKey: 'home', version: 1 }]);
  });

  it('stays closed when the user has seen the current version; the page guide button shows it again', async () => {
    const gateway = fakeGateway(guides({ seen: true }));
    await renderPage(<HomePage />, { route: '/index' });
    const replay = await screen.findByRole('button', { name: /Page guide/ });
    await waitFor(() => expect(gateway.calls('/customer-api/guide/config')).toHaveLength(1));
    expect(tour()).toBeNull();
    fireEvent.click(replay);
    await waitFor(() => expect(tourTitle()).toBe('Welcome to the portal'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(tour()).toBeNull());
    // a replay starts at the first step again; closing it records nothing new
    fireEvent.click(replay);
    await waitFor(() => expect(tourTitle()).toBe('Welcome to the portal'));
    expect(gateway.calls('/customer-api/guide/seen')).toEqual([]);
  });

  it('asks the gateway once per session and remembers what was seen when the page opens again', async () => {
    const gateway = fakeGateway(guides({ seen: false }));
    const { store, unmount } = await renderPage(<HomePage />, { route: '/index' });
    await waitFor(() => expect(tour()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(tour()).toBeNull());
    unmount();
    renderAgain(<HomePage />, { store, route: '/index' });
    expect(await screen.findByRole('button', { name: /Page guide/ })).toBeInTheDocument();
    await act(async () => undefined);
    expect(tour()).toBeNull();
    expect(gateway.calls('/customer-api/guide/config')).toHaveLength(1);
  });

  it('is silent and leaves the page usable when the gateway fails, and the button still shows the tour', async () => {
    const config = deferred<ReturnType<typeof refusal>>();
    const gateway = fakeGateway({
      'GET /customer-api/guide/config': () => config.promise,
      'POST /customer-api/guide/seen': () => refusal('database down'),
    });
    await renderPage(<HomePage />, { route: '/index' });
    // the page is there before the guide config answers
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(async () => config.resolve(refusal('guide service down')));
    expect(gateway.calls('/customer-api/guide/config')).toHaveLength(1);
    expect(tour()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Page guide/ }));
    await waitFor(() => expect(tour()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(tour()).toBeNull());
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('closes quietly when recording fails', async () => {
    const gateway = fakeGateway({
      ...guides({ seen: false }),
      'POST /customer-api/guide/seen': () => refusal('database down'),
    });
    await renderPage(<HomePage />, { route: '/index' });
    await waitFor(() => expect(tour()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(gateway.calls('/customer-api/guide/seen')).toHaveLength(1));
    expect(tour()).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows neither tour nor button when the guide is switched off', async () => {
    const gateway = fakeGateway(guides({ seen: false, enabled: false }));
    await renderPage(<HomePage />, { route: '/index' });
    await waitFor(() => expect(gateway.calls('/customer-api/guide/config')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Page guide/ })).toBeNull());
    expect(tour()).toBeNull();
  });

  it('hides while the page is not the current one (a kept-alive page stays mounted) and records nothing', async () => {
    const gateway = fakeGateway(guides({ seen: false }));
    await renderPage(<HomePage />, { route: '/index' });
    await waitFor(() => expect(tour()).not.toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(tour()).toBeNull());
    expect(gateway.calls('/customer-api/guide/seen')).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Back home' }));
    await waitFor(() => expect(tourTitle()).toBe('Welcome to the portal'));
  });
});
