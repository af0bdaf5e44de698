export { tracker, createTracker, cutText, ANALYTICS_TEXT_LIMIT } from './tracker';
export type { Tracker, TrackerOptions, AnalyticsEvent, AnalyticsEventName } from './tracker';
export { beaconTransport } from './transport';
export type { AnalyticsTransport } from './transport';
export { installPageHideTracking, installClickTracking } from './listeners';
