import { get, post } from 'shared';
import type { RequestBody, ResponseData } from '../apiTypes';
import type { PageQuery } from '../paging';

export type MemberLevelInfo = ResponseData<'/customer-api/member/level', 'get'>;
export type PointsInfo = ResponseData<'/customer-api/member/exchangePointsInfo', 'get'>;
export type GoodsPage = ResponseData<'/customer-api/member/goodsPage', 'post'>;
/** isEnable follows the spec switch: 1 on, 2 off (shown disabled). */
export type Goods = GoodsPage['records'][number];
export type PreCheck = ResponseData<'/customer-api/member/exchangePreCheck', 'post'>;
export type ExchangeResult = ResponseData<'/customer-api/member/exchange', 'post'>;
export type ExchangeRecordPage = ResponseData<'/customer-api/member/exchangeRecordPage', 'post'>;
export type ExchangeRecord = ExchangeRecordPage['records'][number];
export type PointsLedgerPage = ResponseData<'/customer-api/member/exchangePointsPage', 'post'>;
export type PointsLedgerEntry = PointsLedgerPage['records'][number];
export type ExchangeRequest = RequestBody<'/customer-api/member/exchange'> & { quantity: number };

export const fetchMemberLevel = () => get<MemberLevelInfo>('/customer-api/member/level');
export const fetchPointsInfo = () => get<PointsInfo>('/customer-api/member/exchangePointsInfo');
export const fetchGoods = (query: PageQuery) => post<GoodsPage>('/customer-api/member/goodsPage', query);
/** Silent: the modal shows the refusal itself. */
export const preCheckExchange = (request: ExchangeRequest) =>
  post<PreCheck>('/customer-api/member/exchangePreCheck', request, { silent: true });
export const exchangeGoods = (request: ExchangeRequest) =>
  post<ExchangeResult>('/customer-api/member/exchange', request, { silent: true });
export const fetchExchangeRecords = (query: PageQuery) =>
  post<ExchangeRecordPage>('/customer-api/member/exchangeRecordPage', query);
export const fetchPointsLedger = (query: PageQuery) =>
  post<PointsLedgerPage>('/customer-api/member/exchangePointsPage', query);
