/** Sends one JSON batch to the collector. */
export type AnalyticsTransport = (url: string, body: string) => void;

/**
 * navigator.sendBeacon when available (it survives page unload), otherwise fetch with keepalive.
 * @example
 * beaconTransport('/customer-api/analytics/collect', JSON.stringify({ events }));
 */
export const beaconTransport: AnalyticsTransport = (url, body) => {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  }
  if (typeof fetch === 'function') {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    }).catch(
      () => undefined, // analytics never disturbs the user
    );
  }
};
