import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { messageOf } from '../../http/messageOf';
import './texts';

export interface ActionDialog<Target> {
  /** what the dialog is open for (a row, a new record's presets), null while closed */
  target: Target | null;
  open(target: Target): void;
  close(): void;
  /** closes the dialog, says what was done, and asks the list and its counts again */
  done(text: string): void;
}

/**
 * The one dialog a list screen opens for a row or for a new record, and what a finished one does:
 * close, a success toast, the list refreshed (`useListScreen`'s `refresh`, which invalidates its
 * pages and counts).
 * @example
 * const rejecting = useActionDialog<ParcelReturn>(refresh);
 * rowActions={[{ action: 'UPDATE', label: t('reject'), onClick: rejecting.open }]}
 * {rejecting.target && <RejectReturnDialog parcel={rejecting.target} onClose={rejecting.close}
 *   onDone={(ticketNo) => rejecting.done(t('rejected', { ticketNo }))} />}
 */
export function useActionDialog<Target>(
  refresh: () => void,
  initial: Target | null = null,
): ActionDialog<Target> {
  const { message } = App.useApp();
  const [target, setTarget] = useState<Target | null>(initial);
  const open = useCallback((next: Target) => setTarget(() => next), []);
  const close = useCallback(() => setTarget(null), []);
  const done = useCallback(
    (text: string) => {
      setTarget(null);
      message.success(text);
      refresh();
    },
    [message, refresh],
  );
  return useMemo(() => ({ target, open, close, done }), [target, open, close, done]);
}

/**
 * Runs a list's call on rows (confirm, decide, agree, ...): on success says what was done and asks
 * the list and its counts again; a refusal is shown as a toast with its message (or "request
 * failed") and changes nothing on screen. Resolves whether it succeeded.
 * @example
 * const run = useListCall(refresh);
 * onOk: () => run(() => confirmReturn(row.id), () => t('returns.confirmed'))
 */
export function useListCall(refresh: () => void) {
  const { t } = useTranslation('shared');
  const { message } = App.useApp();
  return useCallback(
    async <Answer>(call: () => Promise<Answer>, success: (answer: Answer) => string): Promise<boolean> => {
      try {
        const answer = await call();
        message.success(success(answer));
        refresh();
        return true;
      } catch (error) {
        message.error(messageOf(error) ?? t('requestFailed'));
        return false;
      }
    },
    [message, refresh, t],
  );
}
