import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { installClickTracking, installPageHideTracking } from './listeners';
import { createTracker } from './tracker';
import { beaconTransport } from './transport';

function setup() {
  let clock = 1000;
  const sent: Array<{ url: string; events: Array<Record<string, unknown>> }> = [];
  const tracker = createTracker();
  tracker.configure({
    transport: (url, body) => sent.push({ url, events: JSON.parse(body).events }),
    now: () => clock,
    platform: 'web',
    appChannel: 'portal',
  });
  return { tracker, sent, advance: (ms: number) => (clock += ms) };
}

afterEach(() => {
  resetRuntimeConfig();
  jest.useRealTimers();
});

describe('analytics tracker', () => {
  it('records page views with the spec fields and the previous page as from_page', () => {
    const { tracker } = setup();
    tracker.setUser({ userId: 'shipper01', isLogin: true, isNew: true });
    tracker.pageView({ page_name: 'orderEntry', page_id: 'P1' });
    const event = tracker.pageView({ page_name: 'myWaybill', page_id: 'P2' });
    expect(event).toEqual({
      event_type: 'page_view',
      page_name: 'myWaybill',
      page_id: 'P2',
      from_page: 'orderEntry',
      user_id: 'shipper01',
      is_login: true,
      user_is_new: true,
      platform: 'web',
      app_channel: 'portal',
      time: 1000,
    });
  });

  it('records a page hide with the duration since the page was shown', () => {
    const { tracker, advance } = setup();
    tracker.pageView({ page_name: 'orderEntry' });
    advance(4200);
    expect(tracker.pageHide()).toMatchObject({
      event_type: 'page_hide',
      page_name: 'orderEntry',
      duration: 4200,
    });
  });

  it('cuts button text to 50 characters', () => {
    const { tracker } = setup();
    const event = tracker.buttonClick({ button_name: `  ${'x'.repeat(60)}  `, element_id: 'save' });
    expect(event.button_name).toBe('x'.repeat(50));
    expect(event.element_id).toBe('save');
  });

  it('reports a remote the host refused: the remote as element_id, what it requires as button_name', () => {
    const { tracker } = setup();
    tracker.pageView({ page_name: 'vouchers', page_id: 'P3' });
    const event = tracker.remoteRefused({ remote: 'remote_finance', reason: 'shared@^2.0.0' });
    expect(event).toMatchObject({
      event_type: 'remote_refused',
      page_name: 'vouchers',
      element_id: 'remote_finance',
      button_name: 'shared@^2.0.0',
    });
  });

  it('POSTs batches of events as {events: [...]} to the runtime-config analyticsUrl', () => {
    setRuntimeConfig({ analyticsUrl: '/collect' });
    const { tracker, sent } = setup();
    tracker.configure({ batchSize: 2 });
    tracker.pageView({ page_name: 'a' });
    expect(sent).toHaveLength(0);
    tracker.buttonClick({ button_name: 'b' });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/collect');
    expect(sent[0].events.map((e) => e.event_type)).toEqual(['page_view', 'button_click']);
    expect(tracker.pending()).toHaveLength(0);
  });

  it("defaults to '/customer-api/analytics/collect' and sends a partial batch after the interval", () => {
    jest.useFakeTimers();
    const { tracker, sent } = setup();
    tracker.pageView({ page_name: 'a' });
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([
      { url: '/customer-api/analytics/collect', events: [expect.objectContaining({ page_name: 'a' })] },
    ]);
  });

  it('fires page hide with duration and sends the batch when the document becomes hidden', () => {
    const { tracker, sent, advance } = setup();
    const uninstall = installPageHideTracking(tracker);
    tracker.pageView({ page_name: 'orderEntry' });
    advance(1500);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent.flatMap((b) => b.events)).toEqual([
      expect.objectContaining({ event_type: 'page_view' }),
      expect.objectContaining({ event_type: 'page_hide', duration: 1500 }),
    ]);
    uninstall();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('records button clicks with the trimmed text and id or data-track-id', () => {
    const { tracker } = setup();
    document.body.innerHTML = `<div id="root"><button id="submitOrder"> <span>Submit order</span> </button>
      <a role="button" data-track-id="exportBtn">Export</a><p id="para">text</p></div>`;
    const root = document.getElementById('root')!;
    const uninstall = installClickTracking(root, tracker);
    (root.querySelector('span') as HTMLElement).click();
    (root.querySelector('a') as HTMLElement).click();
    (root.querySelector('p') as HTMLElement).click();
    expect(tracker.pending()).toEqual([
      expect.objectContaining({
        event_type: 'button_click',
        button_name: 'Submit order',
        element_id: 'submitOrder',
      }),
      expect.objectContaining({ event_type: 'button_click', button_name: 'Export', element_id: 'exportBtn' }),
    ]);
    uninstall();
    (root.querySelector('button') as HTMLElement).click();
    expect(tracker.pending()).toHaveLength(2);
  });
});

describe('beacon transport', () => {
  it('uses navigator.sendBeacon when available', () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    beaconTransport('/c', '{"events":[]}');
    expect(sendBeacon).toHaveBeenCalledWith('/c', expect.any(Blob));
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('falls back to fetch with keepalive', () => {
    const fetchMock = jest.fn().mockResolvedValue({});
    global.fetch = fetchMock;
    beaconTransport('/c', '{"events":[]}');
    expect(fetchMock).toHaveBeenCalledWith(
      '/c',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"events":[]}' }),
    );
  });
});
