import type { ApiBody } from '../api/types';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { beaconTransport, type AnalyticsTransport } from './transport';

/** Spec §9: analytics element text is truncated to 50 characters. */
export const ANALYTICS_TEXT_LIMIT = 50;

export type AnalyticsEventName = 'page_view' | 'page_hide' | 'button_click' | 'remote_refused';

/** One event with the spec §3 analytics fields. */
export interface AnalyticsEvent {
  event_type: AnalyticsEventName;
  page_name: string;
  page_id: string;
  from_page: string;
  user_id: string;
  duration?: number;
  platform: string;
  is_login: boolean;
  user_is_new: boolean;
  app_channel: string;
  button_name?: string;
  element_id?: string;
  time: number;
}

/** What the gateway's collector accepts (generated from its OpenAPI document). */
type CollectorEvent = ApiBody<'/customer-api/analytics/collect'>['events'][number];
type AcceptedByCollector<T extends CollectorEvent> = T;
/** Fails to compile when the tracker's events drift from the collector's schema. */
export type AnalyticsContractCheck = AcceptedByCollector<AnalyticsEvent>;

export interface TrackerOptions {
  /** Collector URL; default `getRuntimeConfig().analyticsUrl`. */
  url?: string;
  platform?: string;
  appChannel?: string;
  transport?: AnalyticsTransport;
  /** Events per batch before an immediate send (default 10). */
  batchSize?: number;
  /** Longest wait before a partial batch is sent (default 5000 ms). */
  flushIntervalMs?: number;
  now?: () => number;
}

/** Cuts text to 50 characters (whole code points), trimmed. */
export function cutText(text: string | null | undefined, limit = ANALYTICS_TEXT_LIMIT): string {
  return Array.from((text ?? '').trim())
    .slice(0, limit)
    .join('');
}

/**
 * Creates a batching tracker. The portal uses the `tracker` singleton; tests create their own.
 * @example
 * const t = createTracker(); t.configure({ transport: fake }); t.pageView({ page_name: 'orderEntry', page_id: 'P01' });
 */
export function createTracker() {
  let options: Required<Omit<TrackerOptions, 'url'>> & { url?: string } = {
    platform: 'web',
    appChannel: 'shipper-portal',
    transport: beaconTransport,
    batchSize: 10,
    flushIntervalMs: 5000,
    now: () => Date.now(),
  };
  let user = { user_id: '', is_login: false, user_is_new: false };
  let page = { page_name: '', page_id: '', from_page: '', startedAt: 0 };
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    options.transport(options.url ?? getRuntimeConfig().analyticsUrl, JSON.stringify({ events }));
  }

  function record(event: AnalyticsEventName, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
    const { page_name, page_id, from_page } = page;
    const entry: AnalyticsEvent = {
      event_type: event,
      page_name,
      page_id,
      from_page,
      ...user,
      platform: options.platform,
      app_channel: options.appChannel,
      time: options.now(),
      ...extra,
    };
    queue.push(entry);
    if (queue.length >= options.batchSize) flush();
    else timer ??= setTimeout(flush, options.flushIntervalMs);
    return entry;
  }

  return {
    configure(next: TrackerOptions): void {
      const defined = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
      options = { ...options, ...defined };
    },
    /** Sets the user fields of later events. */
    setUser(next: { userId?: string | number | null; isLogin: boolean; isNew?: boolean }): void {
      user = {
        user_id: next.userId == null ? '' : String(next.userId),
        is_login: next.isLogin,
        user_is_new: next.isNew ?? false,
      };
    },
    /** A page was shown; the previous page becomes from_page and its duration clock restarts. */
    pageView(next: { page_name: string; page_id?: string }): AnalyticsEvent {
      page = {
        page_name: cutText(next.page_name),
        page_id: next.page_id ?? '',
        from_page: page.page_name,
        startedAt: options.now(),
      };
      return record('page_view');
    },
    /** The current page was hidden; duration is the time since it was shown (ms). */
    pageHide(): AnalyticsEvent {
      return record('page_hide', { duration: Math.max(0, options.now() - page.startedAt) });
    },
    /** The page became visible again: the duration clock restarts. */
    pageResume(): void {
      page = { ...page, startedAt: options.now() };
    },
    buttonClick(next: { button_name: string; element_id?: string }): AnalyticsEvent {
      return record('button_click', {
        button_name: cutText(next.button_name),
        element_id: cutText(next.element_id),
      });
    },
    /**
     * The host refused a remote built for shared versions it does not provide (the skew gate):
     * element_id names the remote, button_name what it requires (`shared@^2.0.0`).
     */
    remoteRefused(next: { remote: string; reason: string }): AnalyticsEvent {
      return record('remote_refused', {
        element_id: cutText(next.remote),
        button_name: cutText(next.reason),
      });
    },
    flush,
    /** Events waiting for the next batch. */
    pending: (): readonly AnalyticsEvent[] => queue,
  };
}

export type Tracker = ReturnType<typeof createTracker>;

/** The portal's tracker. */
export const tracker: Tracker = createTracker();
