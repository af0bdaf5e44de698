// Test-only: the gateway answers and helpers the order entry tests share (OrderEntryPage, address book).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGateway, refusal, renderPage, type GatewayAnswer } from 'shared/testing';
import type { GoodsTemplate } from 'shared/widgets';
import { choose, fill } from '../common/testing/antd';
import { regionRoutes } from '../common/testing/regions';
import type { CustomerInfo, ExpressType, FeeBreakdown, OrderCreated, OrderInput } from './api';
import type { AddressBookEntry, AddressBookSave, AddressBookSaved } from './addressBookApi';
import OrderEntryPage from './OrderEntryPage';

export const CUSTOMER: CustomerInfo = {
  customerCode: 'C0001',
  customerName: 'PT Nusantara Niaga',
  defaultSender: {
    name: 'PT Nusantara Niaga',
    phone: '081210002026',
    province: 'DKI Jakarta',
    city: 'Kota Jakarta Barat',
    district: 'Kebon Jeruk',
    districtCode: '31.73.05',
    address: 'Jl. Panjang No. 12',
    postalCode: '11530',
  },
  paymentMethods: [
    { code: 'MONTHLY', name: 'Monthly billing' },
    { code: 'RECEIVER_PAY', name: 'Receiver pays' },
  ],
  codAllowed: true,
  codPaymentMethods: ['MONTHLY', 'SENDER_PAY'],
};

export const EXPRESS_TYPES: ExpressType[] = [
  {
    code: 'EZ',
    name: 'EZ standard',
    available: true,
    reasonCode: null,
    reason: null,
    serviceDays: 2,
    maxWeightKg: 500,
  },
  {
    code: 'CARGO',
    name: 'CARGO freight',
    available: true,
    reasonCode: null,
    reason: null,
    serviceDays: 4,
    maxWeightKg: 5000,
  },
];

/** The shipper's goods templates: goodsType is the order's goods-type code, as the gateway stores it. */
export const GOODS_TEMPLATES: GoodsTemplate[] = [
  {
    id: 41,
    name: 'Kemeja Batik Merah',
    goodsType: 'CLOTHING',
    categoryId: 7,
    weight: 0.4,
    length: 30,
    width: 25,
    height: 4,
    declaredValue: 185000,
    isEnable: 1,
    remark: null,
    createTime: '2026-11-20 10:00:00',
  },
  {
    id: 42,
    name: 'Dokumen Kontrak',
    goodsType: 'DOCUMENT',
    categoryId: null,
    weight: 0.2,
    length: 0,
    width: 0,
    height: 0,
    declaredValue: 0,
    isEnable: 1,
    remark: null,
    createTime: '2026-11-19 10:00:00',
  },
];

export const FEES: FeeBreakdown = {
  zone: 'SAME_ISLAND',
  zoneLabel: 'Same island group',
  productType: 'EZ',
  productTypeName: 'EZ standard',
  actualWeightKg: 1.2,
  volumetricWeightKg: 6,
  chargeableWeightKg: 6,
  billableWeightKg: 6,
  freightFee: 78000,
  insuranceFee: 4000,
  codFee: 8250,
  totalFee: 90250,
  serviceDays: 2,
  currency: 'IDR',
  coupon: { options: [], applied: null, discount: 0, totalAfterDiscount: 90250, refusal: null },
};

export const created = (customerOrderNo: string): OrderCreated => ({
  id: 41,
  billCode: 'JP50000000417',
  customerOrderNo,
  status: 'CREATED',
  statusLabel: 'Order created',
  duplicate: false,
  fees: FEES,
  couponCode: null,
  couponDiscount: 0,
  createdAt: '2026-11-22T10:00:00Z',
});

const entry = (id: number, fields: Partial<AddressBookEntry>): AddressBookEntry => ({
  id,
  kind: 'RECEIVER',
  name: '',
  phone: '',
  province: '',
  city: '',
  district: '',
  districtCode: '',
  address: '',
  postalCode: null,
  isDefault: false,
  updatedAt: '2026-11-22T10:00:00Z',
  ...fields,
});

/** The receiver book of the tests: Siti in Sukajadi (Bandung, see REGIONS), Budi in Kebon Jeruk. */
export const RECEIVER_BOOK: AddressBookEntry[] = [
  entry(7, {
    name: 'Siti Rahmawati',
    phone: '081234567802',
    province: 'Jawa Barat',
    city: 'Kota Bandung',
    district: 'Sukajadi',
    districtCode: '32.73.02',
    address: 'Jl. Sukajadi No. 57',
    postalCode: '40162',
  }),
  entry(8, {
    name: 'Budi Santoso',
    phone: '081234567801',
    province: 'DKI Jakarta',
    city: 'Kota Jakarta Barat',
    district: 'Kebon Jeruk',
    districtCode: '31.73.05',
    address: 'Jl. Kebon Jeruk No. 3',
  }),
];

interface GatewayOptions {
  create?: (body: OrderInput) => GatewayAnswer<OrderCreated>;
  /** The sender book's default (none unless given: the account's pickup address is used). */
  bookSender?: AddressBookEntry | null;
  saveAddress?: (body: AddressBookSave) => GatewayAnswer<AddressBookSaved>;
  /** How many page calls of the book fail (code 500) before it answers. */
  failingPages?: number;
  /** Whether the user has seen the order entry tour: seen for the page's own tests, so no tour covers it. */
  guide?: 'seen' | 'unseen';
  /** The fee preview's answer to a draft (default: FEES). */
  recFee?: (body: OrderInput) => GatewayAnswer<FeeBreakdown>;
}

/** The gateway of the entry page; answers `created` to a create unless `create` is given. */
export function entryGateway({
  create = (body) => created(body.customerOrderNo ?? ''),
  bookSender = null,
  saveAddress = (body) => ({ ...RECEIVER_BOOK[0], kind: body.kind, id: 9, duplicate: false }),
  failingPages = 0,
  guide = 'seen',
  recFee = () => FEES,
}: GatewayOptions = {}) {
  let failures = failingPages;
  return fakeGateway({
    ...regionRoutes,
    'POST /customer-api/order/customerInfo': () => CUSTOMER,
    'GET /customer-api/order/sellerTypes': () => [{ code: 'ONLINE_SHOP', name: 'Own online shop' }],
    'GET /customer-api/dict/goodsTypes': () => [
      { value: '1', code: 'DOCUMENT', label: 'Documents', name: 'Documents' },
      { value: '2', code: 'CLOTHING', label: 'Clothing', name: 'Clothing' },
    ],
    'GET /customer-api/goodsTemplate/page': (query) => {
      const records = GOODS_TEMPLATES.filter((row) =>
        row.name.toLowerCase().includes((query.name ?? '').toLowerCase()),
      );
      const size = Number(query.size ?? 10);
      return { current: Number(query.current ?? 1), size, total: records.length, pages: 1, records };
    },
    'POST /customer-api/order/expressTypes': () => EXPRESS_TYPES,
    'POST /customer-api/order/recFee': (_query, body) => recFee(body),
    'POST /customer-api/order/create': (_query, body) => create(body),
    'POST /customer-api/addressBook/default': () => bookSender,
    'POST /customer-api/addressBook/page': (_query, body) => {
      if (failures-- > 0) return refusal('database unavailable');
      const { keyword, current = 1, size = 10 } = body;
      const records = RECEIVER_BOOK.filter(
        (row) =>
          !keyword || `${row.name} ${row.phone} ${row.address}`.toLowerCase().includes(keyword.toLowerCase()),
      );
      return { current, size, total: records.length, pages: Math.ceil(records.length / size), records };
    },
    'POST /customer-api/addressBook/save': (_query, body) => saveAddress(body),
    'GET /customer-api/guide/config': () => ({
      guides: [
        { key: 'home', version: 1, enabled: true, seen: true },
        { key: 'orderEntry', version: 1, enabled: true, seen: guide === 'seen' },
      ],
    }),
    'POST /customer-api/guide/seen': (_query, body) => ({
      key: body.guideKey,
      version: body.version,
      enabled: true,
      seen: true,
    }),
  });
}

export const field = (id: string) => document.getElementById(id) as HTMLElement;

/** The entry page, once the sender is filled (from the book's default or the account). */
export async function renderEntry(btnList = ['orderEntry_ADD'], senderName = 'PT Nusantara Niaga') {
  const view = await renderPage(<OrderEntryPage />, { btnList });
  await waitFor(() => expect(field('orderEntry_sender_name')).toHaveValue(senderName));
  return view;
}

/** Types the receiver of a valid order: Siti Rahmawati in Sukajadi (Kota Bandung, Jawa Barat). */
export async function fillReceiver() {
  fill(field('orderEntry_receiver_name'), 'Siti Rahmawati');
  fill(field('orderEntry_receiver_phone'), '+62 812 3456 7802');
  await choose('orderEntry_receiver_provinceCode', 'Jawa Barat');
  await choose('orderEntry_receiver_cityCode', 'Kota Bandung');
  await choose('orderEntry_receiver_districtCode', 'Sukajadi');
  fill(field('orderEntry_receiver_address'), 'Jl. Sukajadi No. 57');
}

export const buttonWithText = (text: string) => screen.getByText(text).closest('button') as HTMLElement;
export const saveButton = () => buttonWithText('Submit order');
export const customerOrderNo = () => screen.getByTestId('customer-order-no').textContent ?? '';

/** Receiver in Sukajadi (Bandung), 1.2 kg in a 40 x 30 x 30 box; the sender is the default one. */
export async function fillValidOrder() {
  await fillReceiver();
  await choose('orderEntry_goodsType', 'Clothing');
  fill(field('orderEntry_goodsName'), 'Kemeja batik');
  fill(field('orderEntry_weightKg'), '1.2');
  fill(field('orderEntry_lengthCm'), '40');
  fill(field('orderEntry_widthCm'), '30');
  fill(field('orderEntry_heightCm'), '30');
}

/** Opens the address book dialog of one side of the entry. */
export async function openBook(side: 'sender' | 'receiver') {
  fireEvent.click(screen.getByTestId(`pick-${side}`));
  const title = await screen.findByText(
    side === 'sender' ? 'Pick a sender address' : 'Pick a receiver address',
  );
  return title.closest('.ant-modal') as HTMLElement;
}

/** Picks a receiver by name from the receiver book and waits for the form to take it. */
export async function pickReceiver(name: string) {
  const dialog = await openBook('receiver');
  fireEvent.click(await within(dialog).findByText(name));
  await waitFor(() => expect(field('orderEntry_receiver_name')).toHaveValue(name));
}

/** The rest of a valid order after the receiver: goods and weight. */
export async function fillParcel() {
  await choose('orderEntry_goodsType', 'Clothing');
  fill(field('orderEntry_goodsName'), 'Kemeja batik');
  fill(field('orderEntry_weightKg'), '1.2');
}

export const submitOrder = () =>
  fireEvent.click(screen.getByText('Submit order').closest('button') as HTMLElement);
