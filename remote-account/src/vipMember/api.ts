import { get, post, type ApiBody, type ApiData } from 'shared';
import { type PageQuery } from 'shared/widgets';

export type MemberLevelInfo = ApiData<'/customer-api/member/level', 'get'>;
export type PointsInfo = ApiData<'/customer-api/member/exchangePointsInfo', 'get'>;
export type GoodsPage = ApiData<'/customer-api/member/goodsPage', 'post'>;
/** isEnable follows the spec switch: 1 on, 2 off (shown disabled). */
export type Goods = GoodsPage['records'][number];
export type PreCheck = ApiData<'/customer-api/member/exchangePreCheck', 'post'>;
export type ExchangeResult = ApiData<'/customer-api/member/exchange', 'post'>;
export type ExchangeRecordPage = ApiData<'/customer-api/member/exchangeRecordPage', 'post'>;
export type ExchangeRecord = ExchangeRecordPage['records'][number];
export type PointsLedgerPage = ApiData<'/customer-api/member/exchangePointsPage', 'post'>;
export type PointsLedgerEntry = PointsLedgerPage['records'][number];
export type ExchangeRequest = ApiBody<'/customer-api/member/exchange'> & { quantity: number };
/** Where physical goods are sent. */
export type Delivery = NonNullable<ApiBody<'/customer-api/member/exchange'>['delivery']>;

export const fetchMemberLevel = () => get('/customer-api/member/level');
export const fetchPointsInfo = () => get('/customer-api/member/exchangePointsInfo');
export const fetchGoods = (query: PageQuery) => post('/customer-api/member/goodsPage', query);
/** Silent: the modal shows the refusal itself. */
export const preCheckExchange = (request: ExchangeRequest) =>
  post('/customer-api/member/exchangePreCheck', request, { silent: true });
export const exchangeGoods = (request: ExchangeRequest) =>
  post('/customer-api/member/exchange', request, { silent: true });
export const fetchExchangeRecords = (query: PageQuery) =>
  post('/customer-api/member/exchangeRecordPage', query);
export const fetchPointsLedger = (query: PageQuery) => post('/customer-api/member/exchangePointsPage', query);
