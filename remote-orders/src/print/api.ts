import { buttonKeysOf } from 'shared/widgets';
import { get, post, postFile, type ApiBody, type ApiData } from 'shared';

export type FastPrintPage = ApiData<'/customer-api/fastPrint/query', 'post'>;
export type FastPrintRecord = FastPrintPage['records'][number];
export type FastPrintQuery = ApiBody<'/customer-api/fastPrint/query'>;
export type PrintConfig = ApiData<'/customer-api/label/printConfig', 'get'>;
export type PrintBatch = ApiBody<'/customer-api/label/printBatch'>;

/** The label styles the gateway draws. */
export const LABEL_STYLES = ['THERMAL_100x150', 'A6', 'A4_4UP'] as const;

/** Any of these keys lets the label routes print (read from the gateway's own rule). */
export const PRINT_KEYS = buttonKeysOf('/customer-api/label/printBatch');

export function queryFastPrint(query: FastPrintQuery): Promise<FastPrintPage> {
  return post('/customer-api/fastPrint/query', query);
}

export function fetchPrintConfig(): Promise<PrintConfig> {
  return get('/customer-api/label/printConfig');
}

export function savePrintConfig(config: ApiBody<'/customer-api/label/printConfig'>): Promise<PrintConfig> {
  return post('/customer-api/label/printConfig', config);
}

/** The labels of many orders in one PDF. The gateway counts the print itself (no updatePrintCount). */
export async function fetchLabelsPdf(batch: PrintBatch): Promise<Blob> {
  const { blob } = await postFile('/customer-api/label/printBatch', batch);
  return blob;
}
