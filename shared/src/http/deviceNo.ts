import { storage } from '../session/storage';
import { DEVICE_NO_WAIT_MS } from './constants';
import { browserFingerprint } from './fingerprint';

let pending: Promise<string> | null = null;

/**
 * The browser visitor fingerprint sent as `device-no`, computed once (after the current task, so
 * the first paint never waits) and cached in localStorage. Resolves '' when it cannot be computed.
 * @example
 * const deviceNo = await getDeviceNo();
 */
export function getDeviceNo(): Promise<string> {
  const cached = storage.get('deviceNo');
  if (cached) return Promise.resolve(cached);
  pending ??= new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => browserFingerprint())
    .then((visitorId) => {
      storage.set('deviceNo', visitorId);
      return visitorId;
    })
    .catch(() => {
      pending = null; // try again on a later call
      return '';
    });
  return pending;
}

/**
 * The device number, or '' if it is not ready within `ms`: a request never waits longer.
 * @example
 * headers.set('device-no', await deviceNoWithin(300));
 */
export function deviceNoWithin(ms: number = DEVICE_NO_WAIT_MS): Promise<string> {
  const cached = storage.get('deviceNo');
  if (cached) return Promise.resolve(cached);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(''), ms);
    void getDeviceNo().then((deviceNo) => {
      clearTimeout(timer);
      resolve(deviceNo);
    });
  });
}

/** Forgets the in-flight computation; meant for tests. */
export function resetDeviceNo(): void {
  pending = null;
}
