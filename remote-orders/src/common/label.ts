import { buttonKeysOf } from 'shared/widgets';
import { getFile, postFile, type ApiBody } from 'shared';

/** The label style the order pages print. */
export const LABEL_STYLE = 'THERMAL_100x150';

/** Any of these keys lets the label route print (read from the gateway's own rule). */
export const PRINT_KEYS = buttonKeysOf('/customer-api/label/print/{style}/{id}', 'get');

/**
 * Opens an order's label (PDF) in a new window. The window opens at once, inside the click, so that
 * no popup blocker stops it; the PDF, fetched with the portal's headers, then fills it.
 * Rejects with the server's msg (an unknown order, no permission); the empty window closes.
 * @example
 * await openLabel(order.id);
 */
export async function openLabel(orderId: number): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const { blob } = await getFile(
      '/customer-api/label/print/{style}/{id}',
      { type: 1, discountPrint: 0 },
      { path: { style: LABEL_STYLE, id: String(orderId) } },
    );
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (target) target.location.href = url;
    else window.open(url, '_blank');
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (error) {
    target?.close();
    throw error;
  }
}

export type PrintBatch = ApiBody<'/customer-api/label/printBatch'>;

/** Any of these keys lets the batch label route print (read from the gateway's own rule). */
export const BATCH_PRINT_KEYS = buttonKeysOf('/customer-api/label/printBatch');

/** The labels of many orders in one PDF. The gateway counts the print itself (no updatePrintCount). */
export async function fetchLabelsPdf(batch: PrintBatch): Promise<Blob> {
  const { blob } = await postFile('/customer-api/label/printBatch', batch);
  return blob;
}
