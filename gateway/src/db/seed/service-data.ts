import { DEMO_BILL_CODES } from './orders-data';

/** The seeded complaint that customer service has answered, so tests and e2e can find it. */
export const SEEDED_REPLIED_COMPLAINT = {
  kind: 'COMPLAINT',
  category: 'DELIVERY_DELAY',
  billCode: DEMO_BILL_CODES.delivered,
  content: `Paket ${DEMO_BILL_CODES.delivered} sampai 2 hari lebih lambat dari estimasi, mohon dicek kurirnya.`,
  contactPhone: '081210002026',
  reply:
    'Mohon maaf atas keterlambatannya. Paket tertahan di Hub Surabaya karena cuaca buruk; kurir terkait sudah kami beri pembinaan.',
} as const;

type Name = { zh: string; en: string; id: string };
type Attrs = Record<string, string | number | boolean>;
export interface DictionaryEntry {
  category: string;
  code: string;
  parentCode?: string;
  name: Name;
  attrs?: Attrs;
}

/** The service domain's numbers (DOMAINS.md *default* values), written once into service_settings. */
export const SERVICE_SETTINGS = {
  decisionHours: 48,
  holdHours: 72,
  maxAttempts: 3,
  reminderHoursBefore: 6,
  noScanDays: 3,
  deskDelayMinutes: 60,
  firstAnswerBusinessDays: 1,
  dueSoonHours: 4,
  maxReopens: 2,
  attachmentMaxFiles: 5,
  attachmentMaxBytes: 5 * 1024 * 1024,
  insuredCeiling: 20_000_000,
  uninsuredMultiplier: 10,
  uninsuredCeiling: 1_000_000,
  vatPercent: 11,
  claimReceiptDays: 7,
  claimLossDays: 30,
  returnFeeDefaultPercent: 50,
  /** A rejected claim may be appealed (once) within this many days of the decision. */
  claimAppealDays: 14,
  /** Signed attachment links live this long. */
  attachmentLinkSeconds: 900,
} as const;

export type ServiceSettingKey = keyof typeof SERVICE_SETTINGS;

const n = (zh: string, en: string, id: string): Name => ({ zh, en, id });

/** Held reasons and their fault group (who pays for the return). */
const HELD_REASONS: DictionaryEntry[] = [
  [
    'WRONG_ADDRESS',
    n('地址错误或不完整', 'Wrong or incomplete address', 'Alamat salah atau tidak lengkap'),
    'SHIPPER',
  ],
  ['RECEIVER_ABSENT', n('收件人不在', 'Receiver absent', 'Penerima tidak di tempat'), 'RECEIVER'],
  ['PHONE_UNREACHABLE', n('电话无法接通', 'Phone unreachable', 'Telepon tidak dapat dihubungi'), 'RECEIVER'],
  ['REFUSED', n('收件人拒收', 'Refused by the receiver', 'Ditolak penerima'), 'RECEIVER'],
  ['COD_REFUSED', n('拒付货款', 'COD refused', 'COD ditolak'), 'RECEIVER'],
  ['BUSINESS_CLOSED', n('商户已关门', 'Business closed', 'Tempat usaha tutup'), 'RECEIVER'],
  ['MIS_SORTED', n('错分', 'Mis-sorted', 'Salah sortir'), 'COURIER'],
  [
    'SIZE_MISMATCH',
    n('尺寸或重量不符', 'Size or weight mismatch', 'Ukuran atau berat tidak sesuai'),
    'SHIPPER',
  ],
  ['PROHIBITED_ITEM', n('违禁品', 'Prohibited item', 'Barang terlarang'), 'SHIPPER'],
  ['WEATHER', n('天气原因', 'Weather', 'Cuaca'), 'COURIER'],
].map(([code, name, faultGroup], i) => ({
  category: 'HELD_REASON',
  code: code as string,
  name: name as Name,
  attrs: { faultGroup: faultGroup as string, sort: i },
}));

/** First-level ticket types and second types with their resolution SLA. */
const TICKET_TYPES: DictionaryEntry[] = [
  { category: 'TICKET_TYPE', code: 'DELIVERY', name: n('派送问题', 'Delivery', 'Pengiriman') },
  { category: 'TICKET_TYPE', code: 'CONDITION', name: n('快件状况', 'Parcel condition', 'Kondisi paket') },
  { category: 'TICKET_TYPE', code: 'LOST', name: n('快件丢失', 'Lost parcel', 'Paket hilang') },
  { category: 'TICKET_TYPE', code: 'CHANGE', name: n('修改请求', 'Change request', 'Permintaan perubahan') },
  { category: 'TICKET_TYPE', code: 'RETURN', name: n('退件', 'Return', 'Retur') },
  { category: 'TICKET_TYPE', code: 'PICKUP', name: n('漏揽收', 'Missed pick-up', 'Penjemputan terlewat') },
  { category: 'TICKET_TYPE', code: 'BILLING', name: n('计费问题', 'Billing', 'Tagihan') },
];

const sub = (parentCode: string, code: string, name: Name, attrs: Attrs): DictionaryEntry => ({
  category: 'TICKET_SUBTYPE',
  parentCode,
  code,
  name,
  attrs,
});

const TICKET_SUBTYPES: DictionaryEntry[] = [
  sub('DELIVERY', 'DELAYED', n('派送延误', 'Delayed', 'Terlambat'), { slaBusinessDays: 3 }),
  sub('DELIVERY', 'FALSE_POD', n('虚假签收', 'False proof of delivery', 'Bukti terima palsu'), {
    slaBusinessDays: 3,
  }),
  sub(
    'DELIVERY',
    'DISPUTED_ATTEMPT',
    n('派送失败有异议', 'Disputed failed attempt', 'Sanggahan gagal antar'),
    {
      slaBusinessDays: 3,
    },
  ),
  sub('CONDITION', 'DAMAGED', n('破损', 'Damaged', 'Rusak'), { slaBusinessDays: 3 }),
  sub('CONDITION', 'PARTIAL', n('少件', 'Partial', 'Isi kurang'), { slaBusinessDays: 3 }),
  sub('CONDITION', 'EMPTY_BOX', n('空箱', 'Empty box', 'Kotak kosong'), { slaBusinessDays: 3 }),
  sub('LOST', 'LOST_PARCEL', n('丢失', 'Lost', 'Hilang'), { slaBusinessDays: 7 }),
  sub('CHANGE', 'ADDRESS', n('改地址', 'Address', 'Alamat'), { slaHours: 24 }),
  sub('CHANGE', 'PHONE', n('改电话', 'Phone', 'Telepon'), { slaHours: 24 }),
  sub('CHANGE', 'RESCHEDULE', n('改派送时间', 'Reschedule', 'Jadwal ulang'), { slaHours: 24 }),
  sub('CHANGE', 'INTERCEPT', n('拦截', 'Intercept', 'Cegat paket'), { slaHours: 24 }),
  sub('CHANGE', 'CANCEL', n('取消', 'Cancel', 'Batal'), { slaHours: 24 }),
  sub('RETURN', 'UNREQUESTED_RETURN', n('未申请的退件', 'Return not asked for', 'Retur tanpa permintaan'), {
    slaBusinessDays: 3,
  }),
  sub('PICKUP', 'MISSED_PICKUP', n('漏揽收', 'Missed pick-up', 'Penjemputan terlewat'), {
    slaBusinessDays: 1,
  }),
  sub('BILLING', 'WEIGHT', n('重量计费', 'Weight charged', 'Berat ditagih'), { slaBusinessDays: 3 }),
  sub('BILLING', 'COD', n('货款', 'COD', 'COD'), { slaBusinessDays: 3 }),
];

const CLAIM_TYPES: DictionaryEntry[] = [
  { category: 'CLAIM_TYPE', code: 'LOST', name: n('丢失', 'Lost', 'Hilang'), attrs: { window: 'lossDays' } },
  {
    category: 'CLAIM_TYPE',
    code: 'DAMAGED',
    name: n('破损', 'Damaged', 'Rusak'),
    attrs: { window: 'receiptDays', minPhotos: 1 },
  },
  {
    category: 'CLAIM_TYPE',
    code: 'PARTIAL',
    name: n('少件', 'Partial', 'Isi kurang'),
    attrs: { window: 'receiptDays', minPhotos: 1 },
  },
  {
    category: 'CLAIM_TYPE',
    code: 'LATE',
    name: n('延误', 'Late', 'Terlambat'),
    attrs: { window: 'receiptDays' },
  },
];

/** Return fee per product, in percent of the outbound freight (AnterAja 50%, J&T Cargo 60%). */
const RETURN_FEE_RATES: DictionaryEntry[] = [
  ['EZ', 50],
  ['SUPER', 50],
  ['ECO', 50],
  ['CARGO', 60],
].map(([code, percent]) => ({
  category: 'RETURN_FEE_RATE',
  code: code as string,
  name: n(String(code), String(code), String(code)),
  attrs: { percent: percent as number },
}));

const REJECT_REASONS: DictionaryEntry[] = [
  {
    category: 'RETURN_REJECT_REASON',
    code: 'NOT_VISITED',
    name: n('收件人未被拜访', 'The receiver was never visited', 'Penerima tidak pernah didatangi'),
  },
  {
    category: 'RETURN_REJECT_REASON',
    code: 'NOT_ASKED',
    name: n('未申请退回', 'Return not asked for', 'Retur tidak diminta'),
  },
  {
    category: 'RETURN_REJECT_REASON',
    code: 'DAMAGED',
    name: n('退件破损', 'Return arrived damaged', 'Retur tiba rusak'),
  },
  { category: 'RETURN_REJECT_REASON', code: 'OTHER', name: n('其他', 'Other', 'Lainnya') },
];

export const SERVICE_DICTIONARY: readonly DictionaryEntry[] = [
  ...HELD_REASONS,
  ...TICKET_TYPES,
  ...TICKET_SUBTYPES,
  ...CLAIM_TYPES,
  ...RETURN_FEE_RATES,
  ...REJECT_REASONS,
];
