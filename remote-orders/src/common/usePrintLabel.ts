import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { messageOf, useCan } from 'shared';
import { NAMESPACE } from '../i18n';
import { openLabel, PRINT_KEYS } from './label';
import './texts';

/**
 * Printing one order's label: whether the user may (any print key), which order is printing, and
 * `print(id)`, which shows the server's msg when the label cannot be made.
 */
export function usePrintLabel() {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const can = useCan();
  const [printing, setPrinting] = useState<number | null>(null);
  const print = useCallback(
    async (orderId: number) => {
      setPrinting(orderId);
      try {
        await openLabel(orderId);
      } catch (error) {
        message.error(messageOf(error) || t('common.printFailed'));
      } finally {
        setPrinting(null);
      }
    },
    [message, t],
  );
  return { allowed: PRINT_KEYS.some(can), printing, print };
}
