import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { messageOf, translate, useCan } from 'shared';
import { NAMESPACE } from '../i18n';
import { fetchLabelsPdf, PRINT_KEYS, type PrintBatch } from './api';
import { openPdf, printWithLocalPrinter } from './localPrinter';
import './texts';

/**
 * Printing labels: the PDF of a batch goes to the local print helper, or, when the helper is absent,
 * opens in a new window after the 'print plugin failed' message. The gateway counts each print.
 * @example
 * const { allowed, printing, print } = usePrintLabels();
 * await print({ style: 'A6', type: 1, items: [{ id: 42 }] });
 */
export function usePrintLabels() {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const can = useCan();
  const [printing, setPrinting] = useState(false);

  const print = useCallback(
    async (batch: PrintBatch): Promise<boolean> => {
      // Opened inside the click so that no popup blocker stops it; the PDF fills it later.
      const target = window.open('', '_blank');
      setPrinting(true);
      try {
        const pdf = await fetchLabelsPdf(batch);
        if (await printWithLocalPrinter(pdf, `labels-${batch.items.length}`)) {
          target?.close();
          return true;
        }
        message.warning(translate('printPluginFailed'));
        openPdf(pdf, target);
        return true;
      } catch (error) {
        target?.close();
        message.error(messageOf(error) || t('fastPrinting.printFailed'));
        return false;
      } finally {
        setPrinting(false);
      }
    },
    [message, t],
  );

  return { allowed: PRINT_KEYS.some(can), printing, print };
}
