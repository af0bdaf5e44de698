import { get, post, type ApiBody, type ApiData } from 'shared';

export type FastPrintingPage = ApiData<'/customer-api/fastPrint/query', 'post'>;
export type FastPrintRecord = FastPrintingPage['records'][number];
export type FastPrintQuery = ApiBody<'/customer-api/fastPrint/query'>;
export type PrintConfig = ApiData<'/customer-api/label/printConfig', 'get'>;

/** The label styles the gateway draws. */
export const LABEL_STYLES = ['THERMAL_100x150', 'A6', 'A4_4UP'] as const;

export { BATCH_PRINT_KEYS as PRINT_KEYS, fetchLabelsPdf, type PrintBatch } from '../common/label';

export function queryFastPrint(query: FastPrintQuery): Promise<FastPrintingPage> {
  return post('/customer-api/fastPrint/query', query);
}

export function fetchPrintConfig(): Promise<PrintConfig> {
  return get('/customer-api/label/printConfig');
}

export function savePrintConfig(config: ApiBody<'/customer-api/label/printConfig'>): Promise<PrintConfig> {
  return post('/customer-api/label/printConfig', config);
}
