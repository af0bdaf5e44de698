import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import { messageOf, translate, useCan } from 'shared';
import { NAMESPACE } from '../i18n';
import { BATCH_PRINT_KEYS as PRINT_KEYS, fetchLabelsPdf, type PrintBatch } from './label';
import { openPdf, printWithLocalPrinter } from './localPrinter';
import './texts';

/**
 * Printing labels: the PDF of a batch goes to the local print helper, or, when the helper is absent,
 * opens in a new window with a message saying so ('print plugin failed' when the helper itself
 * failed, or the window could not open). The gateway counts each print.
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
        const printed = await printWithLocalPrinter(pdf, `labels-${batch.items.length}`);
        if (printed === 'printed') {
          target?.close();
          return true;
        }
        const opened = openPdf(pdf, target);
        // No helper installed and the PDF is open: say so, the labels are there to print. The
        // spec's 'print plugin failed' is for a helper that failed, or a PDF that could not open.
        if (printed === 'absent' && opened) message.info(t('fastPrinting.pdfOpenedInstead'));
        else message.warning(translate('printPluginFailed'));
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
