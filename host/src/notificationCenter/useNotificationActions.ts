import { useNavigate } from 'react-router-dom';
import { markNotificationsRead, type PortalNotification } from './api';
import { isPortalPath } from './openNotification';
import { announceUnreadChanged } from './unreadSignal';

/**
 * Opening a notification, wherever it is listed (the centre, the home page): it is marked read,
 * the header bell is told, and its deep link is followed when it is a portal path.
 * @example
 * const { open } = useNotificationActions();
 * if (!(await open(notification))) list.reload(); // no link: it stays, marked read
 */
export function useNotificationActions() {
  const navigate = useNavigate();

  /** Marks one read; false when the gateway refused (its message is already shown). */
  const markRead = async (notification: PortalNotification): Promise<boolean> => {
    if (notification.readAt !== null) return true;
    try {
      await markNotificationsRead([notification.id]);
      return true;
    } catch {
      return false;
    } finally {
      announceUnreadChanged();
    }
  };

  /** Marks it read and follows its link; false when it has no portal link (the caller stays). */
  const open = async (notification: PortalNotification): Promise<boolean> => {
    await markRead(notification);
    if (!notification.link || !isPortalPath(notification.link)) return false;
    navigate(notification.link);
    return true;
  };

  return { markRead, open };
}
