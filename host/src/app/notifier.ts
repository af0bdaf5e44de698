import message from 'antd/es/message';

type Notify = (text: string) => void;

export interface Notifier {
  error: Notify;
  warning: Notify;
  success: Notify;
}

/** Before <App> mounts (and outside React) the static antd message is used. */
const staticNotifier: Notifier = {
  error: (text) => void message.error(text),
  warning: (text) => void message.warning(text),
  success: (text) => void message.success(text),
};
let current: Notifier = staticNotifier;

/** Called by the component inside antd's <App> so toasts follow the theme; returns the undo. */
export function setNotifier(next: Notifier): () => void {
  current = next;
  return () => {
    if (current === next) current = staticNotifier;
  };
}

/** Stable object handed to configureHttp; always forwards to the current notifier. */
export const notifier: Notifier = {
  error: (text) => current.error(text),
  warning: (text) => current.warning(text),
  success: (text) => current.success(text),
};
