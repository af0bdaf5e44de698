// The notification domain: its routes (registered with the other domains in domains/index.ts), and notify() and the
// retention purge that the other domains and the job queue call.
export { default } from './notification.routes';
export {
  markAllRead,
  markRead,
  notify,
  purgeNotifications,
  unreadCount,
  type NotificationOwner,
  type NotificationTarget,
} from './notification.repo';
export {
  FILE_URL_TTL_SECONDS,
  NOTIFICATION_CATEGORIES,
  isPortalLink,
  keysOfKind,
  type NotificationCategory,
  type NotificationContent,
} from './notification.rules';
export { NOTIFICATION_KINDS, notificationTexts, type NotificationKind } from './notification.messages';
