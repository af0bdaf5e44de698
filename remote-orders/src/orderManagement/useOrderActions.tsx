import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { messageOf } from 'shared';
import { NAMESPACE } from '../i18n';
import { cancelOrders, preCheckAddress, type CancelAnswer, type ManagedOrder } from './api';
import { isCancellable } from '../common/cancellable';
import './texts';

/**
 * What the rows and the toolbar do to orders: the detail dialog, the address change (after the
 * server's pre-check), cancelling one or the selected orders (after a confirmation).
 */
export function useOrderActions(onChanged: () => void) {
  const { t } = useTranslation(NAMESPACE);
  const { message, modal } = App.useApp();
  const [detail, setDetail] = useState<ManagedOrder | null>(null);
  const [addressChange, setAddressChange] = useState<ManagedOrder | null>(null);
  const [checking, setChecking] = useState<number | null>(null);

  const startAddressChange = useCallback(
    async (order: ManagedOrder) => {
      setChecking(order.id);
      try {
        const check = await preCheckAddress(order.id);
        if (check.allowed) setAddressChange(order);
        else
          modal.warning({
            title: t('orderManagement.address.refusedTitle', { billCode: order.billCode }),
            content: <span data-testid="address-refusal">{check.reason}</span>,
          });
      } catch (error) {
        message.error(messageOf(error) || t('shared:requestFailed'));
      } finally {
        setChecking(null);
      }
    },
    [message, modal, t],
  );

  const report = useCallback(
    (answer: CancelAnswer) => {
      const refused = answer.results.filter((result) => !result.success);
      if (answer.cancelled) message.success(t('orderManagement.cancel.done', { count: answer.cancelled }));
      if (refused.length)
        modal.warning({
          title: t('orderManagement.cancel.refused', { count: refused.length }),
          content: (
            <ul style={{ paddingInlineStart: 18 }} data-testid="cancel-refusals">
              {refused.map((result) => (
                <li key={result.id}>
                  {result.billCode ?? result.id}: {result.message}
                </li>
              ))}
            </ul>
          ),
        });
    },
    [message, modal, t],
  );

  // Only the cancellable orders are sent; the others are named as staying as they are.
  const confirmCancel = useCallback(
    (selected: ManagedOrder[]) => {
      const orders = selected.filter(isCancellable);
      const skipped = selected.length - orders.length;
      if (!orders.length) return;
      modal.confirm({
        title:
          orders.length === 1
            ? t('orderManagement.cancel.confirmOne', { billCode: orders[0].billCode })
            : t('orderManagement.cancel.confirmMany', { count: orders.length }),
        content: (
          <>
            <p>{t('orderManagement.cancel.irreversible')}</p>
            {skipped > 0 && (
              <p data-testid="cancel-skipped">{t('orderManagement.cancel.skipped', { count: skipped })}</p>
            )}
          </>
        ),
        okText: t('orderManagement.cancel.ok'),
        okButtonProps: { danger: true },
        cancelText: t('orderManagement.cancel.keep'),
        onOk: async () => {
          try {
            report(await cancelOrders(orders.map((order) => order.id)));
            onChanged();
          } catch {
            // shared's http client has shown the server's msg; the confirmation closes
          }
        },
      });
    },
    [modal, onChanged, report, t],
  );

  return {
    detail,
    openDetail: setDetail,
    closeDetail: () => setDetail(null),
    addressChange,
    checking,
    startAddressChange,
    closeAddressChange: () => setAddressChange(null),
    confirmCancel,
  };
}
