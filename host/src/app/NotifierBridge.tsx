import { useEffect } from 'react';
import AntApp from 'antd/es/app';
import { setNotifier } from './notifier';

/** Inside antd's <App>: routes the portal's toasts through the themed message API. */
export function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(
    () =>
      setNotifier({
        error: (text) => void message.error(text),
        warning: (text) => void message.warning(text),
        success: (text) => void message.success(text),
      }),
    [message],
  );
  return null;
}
