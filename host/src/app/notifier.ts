type Notify = (text: string) => void;

export interface Notifier {
  error: Notify;
  warning: Notify;
  success: Notify;
}

/**
 * Before <App> mounts (and outside React) the static antd message is used. It is loaded at the
 * first toast: the login page, the first screen of every cold visit, does not download it.
 */
const showStatic =
  (level: keyof Notifier): Notify =>
  (text) =>
    void import('antd/es/message').then(({ default: message }) => message[level](text));

const staticNotifier: Notifier = {
  error: showStatic('error'),
  warning: showStatic('warning'),
  success: showStatic('success'),
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
