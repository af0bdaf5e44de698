// Over 300 lines: demo data (senders, goods, status paths), not logic; it splits by kind (senders, goods, status paths) if it grows.
import { billCodeFromBody } from '../../parcel/bill-code';
import type { GoodsType, PaymentMethod, SellerType } from '../../parcel/order-codes';
import type { ProductType } from '../../parcel/rate-table';
import type { ScanSite } from '../../parcel/scan-place';
import type { OrderStatus } from '../../parcel/status';
import type { TraceDescriptionCode } from '../../parcel/trace-text';

/**
 * The demo orders, fixed so that tests and e2e suites can name a waybill by its state.
 * Times are relative to the moment of seeding; bill codes never change.
 */

export interface SeedAddress {
  name: string;
  phone: string;
  /** Official names of `regions` (idn-area-data). */
  province: string;
  city: string;
  district: string;
  districtCode: string;
  address: string;
  postalCode: string;
}

export interface SeedTraceStep {
  status: OrderStatus;
  scanType: string;
  description: TraceDescriptionCode;
  /** 'origin' | 'originHub' | 'destHub' | 'dest': where along the route the scan happened. */
  at: ScanSite;
  /** Hours after the previous scan (after order creation for the first). */
  afterHours: number;
}

export interface SeedOrder {
  billCode: string;
  customerOrderNo: string;
  status: OrderStatus;
  productType: ProductType;
  sender: SeedAddress;
  receiver: SeedAddress;
  goodsType: GoodsType;
  goodsName: string;
  pieces: number;
  weightKg: number;
  /** All three or none. */
  dimensionsCm: [number, number, number] | null;
  codAmount: number;
  declaredValue: number;
  insured: boolean;
  paymentMethod: PaymentMethod;
  sellerType: SellerType | null;
  /** Hours between the last scan and the moment of seeding. */
  lastScanHoursAgo: number;
  steps: SeedTraceStep[];
}

const address = (
  name: string,
  phone: string,
  [province, city, district, districtCode]: [string, string, string, string],
  street: string,
  postalCode: string,
): SeedAddress => ({ name, phone, province, city, district, districtCode, address: street, postalCode });

const DKI = 'Daerah Khusus Ibukota Jakarta';

/** The demo shipper's pickup addresses (bulk bench seed: db/seed/bulk). */
export const SENDERS = {
  jakarta: address(
    'PT Nusantara Niaga',
    '081210002026',
    [DKI, 'Kota Administrasi Jakarta Barat', 'Kebon Jeruk', '31.73.05'],
    'Jl. Panjang No. 12, Kel. Kedoya Utara',
    '11520',
  ),
  bandung: address(
    'Gudang Nusantara Niaga Bandung',
    '082120002026',
    ['Jawa Barat', 'Kota Bandung', 'Coblong', '32.73.02'],
    'Jl. Ir. H. Juanda No. 88',
    '40132',
  ),
  surabaya: address(
    'Nusantara Niaga Cabang Surabaya',
    '083130002026',
    ['Jawa Timur', 'Kota Surabaya', 'Gubeng', '35.78.08'],
    'Jl. Raya Gubeng No. 45',
    '60281',
  ),
} satisfies Record<string, SeedAddress>;

/** The demo shipper's usual pickup address (its head office in Jakarta Barat). */
export const DEMO_DEFAULT_SENDER: SeedAddress = SENDERS.jakarta;

const RECEIVERS: SeedAddress[] = [
  address(
    'Budi Santoso',
    '081234567801',
    ['Jawa Timur', 'Kota Surabaya', 'Wonokromo', '35.78.04'],
    'Jl. Raya Darmo No. 101',
    '60241',
  ),
  address(
    'Siti Rahmawati',
    '081234567802',
    ['Jawa Barat', 'Kota Bandung', 'Sukajadi', '32.73.07'],
    'Jl. Sukajadi No. 57',
    '40162',
  ),
  address(
    'Agus Setiawan',
    '081234567803',
    ['Sumatera Utara', 'Kota Medan', 'Medan Baru', '12.71.17'],
    'Jl. Gatot Subroto No. 78',
    '20112',
  ),
  address(
    'Dewi Lestari',
    '081234567804',
    ['Sulawesi Selatan', 'Kota Makassar', 'Panakkukang', '73.71.09'],
    'Jl. Boulevard Raya No. 9',
    '90231',
  ),
  address(
    'I Made Wirawan',
    '081234567805',
    ['Bali', 'Kota Denpasar', 'Denpasar Selatan', '51.71.01'],
    'Jl. Bypass Ngurah Rai No. 200',
    '80222',
  ),
  address(
    'Rizky Pratama',
    '081234567806',
    ['Kalimantan Timur', 'Kota Balikpapan', 'Balikpapan Kota', '64.71.06'],
    'Jl. Jenderal Sudirman No. 33',
    '76114',
  ),
  address(
    'Putri Ayu Wulandari',
    '081234567807',
    ['Daerah Istimewa Yogyakarta', 'Kota Yogyakarta', 'Gondokusuman', '34.71.03'],
    'Jl. Colombo No. 7',
    '55223',
  ),
  address(
    'Hendra Gunawan',
    '081234567808',
    ['Jawa Tengah', 'Kota Semarang', 'Semarang Tengah', '33.74.01'],
    'Jl. Pandanaran No. 56',
    '50134',
  ),
  address(
    'Fitri Handayani',
    '081234567809',
    ['Sumatera Selatan', 'Kota Palembang', 'Ilir Timur Satu', '16.71.05'],
    'Jl. Jenderal Sudirman No. 120',
    '30126',
  ),
  address(
    'Andi Wijaya',
    '081234567810',
    ['Kalimantan Barat', 'Kota Pontianak', 'Pontianak Selatan', '61.71.01'],
    'Jl. Ahmad Yani No. 18',
    '78121',
  ),
  address(
    'Maria Sondakh',
    '081234567811',
    ['Sulawesi Utara', 'Kota Manado', 'Wenang', '71.71.04'],
    'Jl. Sam Ratulangi No. 21',
    '95111',
  ),
  address(
    'Yohanes Rumbiak',
    '081234567812',
    ['Papua', 'Kota Jayapura', 'Jayapura Utara', '91.71.01'],
    'Jl. Ahmad Yani No. 5',
    '99111',
  ),
  address(
    'Lalu Ahmad Fauzi',
    '081234567813',
    ['Nusa Tenggara Barat', 'Kota Mataram', 'Cakranegara', '52.71.03'],
    'Jl. Pejanggik No. 40',
    '83231',
  ),
  address(
    'Rina Marlina',
    '081234567814',
    ['Banten', 'Kota Tangerang', 'Cipondoh', '36.71.05'],
    'Jl. KH. Hasyim Ashari No. 15',
    '15148',
  ),
  address(
    'Sri Wahyuni',
    '081234567815',
    [DKI, 'Kota Administrasi Jakarta Selatan', 'Kebayoran Baru', '31.74.07'],
    'Jl. Wijaya I No. 23',
    '12170',
  ),
  // Receivers of the extra demo orders only (the fixed rows above keep their indexes).
  address(
    'Teuku Rahmat',
    '081234567816',
    ['Aceh', 'Kota Banda Aceh', 'Baiturrahman', '11.71.01'],
    'Jl. Teuku Umar No. 14',
    '23241',
  ),
  address(
    'Nur Aisyah',
    '081234567817',
    ['Riau', 'Kota Pekanbaru', 'Marpoyan Damai', '14.71.09'],
    'Jl. Arifin Ahmad No. 31',
    '28125',
  ),
  address(
    'Yudi Firmansyah',
    '081234567818',
    ['Lampung', 'Kota Bandar Lampung', 'Kedaton', '18.71.01'],
    'Jl. Teuku Umar No. 22',
    '35141',
  ),
  address(
    'Ahmad Fauzan',
    '081234567819',
    ['Kalimantan Selatan', 'Kota Banjarmasin', 'Banjarmasin Tengah', '63.71.05'],
    'Jl. Lambung Mangkurat No. 8',
    '70111',
  ),
  address(
    'Ni Komang Sari',
    '081234567820',
    ['Sulawesi Tengah', 'Kota Palu', 'Palu Barat', '72.71.02'],
    'Jl. Gajah Mada No. 19',
    '94112',
  ),
  address(
    'Johanis Latuihamallo',
    '081234567821',
    ['Maluku', 'Kota Ambon', 'Sirimau', '81.71.02'],
    'Jl. Diponegoro No. 3',
    '97124',
  ),
  address(
    'Maria Goreti Bria',
    '081234567822',
    ['Nusa Tenggara Timur', 'Kota Kupang', 'Kota Lama', '53.71.06'],
    'Jl. Siliwangi No. 12',
    '85228',
  ),
  address(
    'Hasan Basri',
    '081234567823',
    ['Jambi', 'Kota Jambi', 'Telanaipura', '15.71.01'],
    'Jl. Jenderal Sudirman No. 50',
    '36122',
  ),
  address(
    'Dian Puspitasari',
    '081234567824',
    ['Jawa Barat', 'Kota Bogor', 'Bogor Tengah', '32.71.03'],
    'Jl. Pajajaran No. 77',
    '16125',
  ),
  address(
    'Wahyu Hidayat',
    '081234567825',
    ['Jawa Timur', 'Kota Malang', 'Klojen', '35.73.02'],
    'Jl. Ijen No. 25',
    '65119',
  ),
  address(
    'Lina Kusuma',
    '081234567826',
    ['Jawa Barat', 'Kota Bekasi', 'Bekasi Selatan', '32.75.04'],
    'Jl. Ahmad Yani No. 9',
    '17141',
  ),
  address(
    'Fajar Nugroho',
    '081234567827',
    ['Jawa Barat', 'Kota Depok', 'Pancoran Mas', '32.76.01'],
    'Jl. Margonda Raya No. 100',
    '16431',
  ),
  address(
    'Yuliana Tan',
    '081234567828',
    [DKI, 'Kota Administrasi Jakarta Barat', 'Grogol Petamburan', '31.73.02'],
    'Jl. Tanjung Duren Raya No. 5',
    '11470',
  ),
  address(
    'Bayu Saputra',
    '081234567829',
    [DKI, 'Kota Administrasi Jakarta Barat', 'Kembangan', '31.73.08'],
    'Jl. Puri Indah Raya No. 2',
    '11610',
  ),
];

export const GOODS: { goodsType: GoodsType; goodsName: string; weightKg: number; declaredValue: number }[] = [
  { goodsType: 'CLOTHING', goodsName: 'Kemeja batik tulis', weightKg: 0.6, declaredValue: 450000 },
  { goodsType: 'CLOTHING', goodsName: 'Kain batik cap 2 m', weightKg: 0.8, declaredValue: 275000 },
  { goodsType: 'ELECTRONICS', goodsName: 'Earphone bluetooth', weightKg: 0.3, declaredValue: 350000 },
  { goodsType: 'DOCUMENT', goodsName: 'Dokumen kontrak', weightKg: 0.2, declaredValue: 0 },
  { goodsType: 'FOOD', goodsName: 'Keripik tempe 1 kg', weightKg: 1.2, declaredValue: 85000 },
  { goodsType: 'COSMETICS', goodsName: 'Paket skincare', weightKg: 0.9, declaredValue: 520000 },
  { goodsType: 'OTHER', goodsName: 'Taplak meja batik', weightKg: 1.5, declaredValue: 190000 },
];

type StepSpec = [OrderStatus, string, TraceDescriptionCode, ScanSite, number];
const step = ([status, scanType, description, at, afterHours]: StepSpec): SeedTraceStep => ({
  status,
  scanType,
  description,
  at,
  afterHours,
});

/** The scans of each way an order can go, cut off at the state the order is in. */
const CREATED: StepSpec = ['CREATED', 'ORDER', 'ORDER_CREATED', 'origin', 0];
const PICKED: StepSpec = ['PICKED_UP', 'PICKUP', 'PICKUP_SCAN', 'origin', 3];
const DEPART: StepSpec = ['IN_TRANSIT', 'DEPARTURE', 'DEPART_SCAN', 'origin', 4];
const HUB_IN: StepSpec = ['IN_TRANSIT', 'ARRIVAL', 'TRANSIT_ARRIVAL', 'originHub', 3];
const HUB_OUT: StepSpec = ['IN_TRANSIT', 'DEPARTURE', 'DEPART_SCAN', 'originHub', 5];
const DEST_HUB: StepSpec = ['IN_TRANSIT', 'ARRIVAL', 'TRANSIT_ARRIVAL', 'destHub', 18];
const ARRIVE: StepSpec = ['ARRIVED', 'ARRIVAL', 'ARRIVAL_SCAN', 'dest', 6];
const DELIVERING: StepSpec = ['OUT_FOR_DELIVERY', 'DELIVERY', 'DELIVERY_SCAN', 'dest', 10];
const SIGNED: StepSpec = ['DELIVERED', 'SIGN', 'SIGNED', 'dest', 4];
const PROBLEM_ADDRESS: StepSpec = ['PROBLEM', 'PROBLEM', 'PROBLEM_ADDRESS', 'dest', 3];
const PROBLEM_ABSENT: StepSpec = ['PROBLEM', 'PROBLEM', 'PROBLEM_ABSENT', 'dest', 5];
const RETURN_START: StepSpec = ['RETURNING', 'RETURN', 'RETURN_STARTED', 'dest', 24];
const RETURN_HUB: StepSpec = ['RETURNING', 'ARRIVAL', 'TRANSIT_ARRIVAL', 'originHub', 30];
const RETURN_SIGNED: StepSpec = ['RETURNED', 'SIGN', 'RETURN_SIGNED', 'origin', 20];
const CANCEL: StepSpec = ['CANCELLED', 'ORDER', 'ORDER_CANCELLED', 'origin', 2];

const FULL_ROUTE = [CREATED, PICKED, DEPART, HUB_IN, HUB_OUT, DEST_HUB, ARRIVE, DELIVERING, SIGNED];
export const PATHS: Record<OrderStatus, StepSpec[][]> = {
  CREATED: [[CREATED]],
  PICKED_UP: [[CREATED, PICKED]],
  IN_TRANSIT: [FULL_ROUTE.slice(0, 3), FULL_ROUTE.slice(0, 4), FULL_ROUTE.slice(0, 6)],
  ARRIVED: [FULL_ROUTE.slice(0, 7)],
  OUT_FOR_DELIVERY: [FULL_ROUTE.slice(0, 8)],
  DELIVERED: [FULL_ROUTE],
  PROBLEM: [
    [...FULL_ROUTE.slice(0, 7), PROBLEM_ADDRESS],
    [...FULL_ROUTE.slice(0, 8), PROBLEM_ABSENT],
  ],
  RETURNING: [[...FULL_ROUTE.slice(0, 7), PROBLEM_ADDRESS, RETURN_START]],
  RETURNED: [[...FULL_ROUTE.slice(0, 8), PROBLEM_ABSENT, RETURN_START, RETURN_HUB, RETURN_SIGNED]],
  CANCELLED: [[CREATED, CANCEL]],
};

/** [body, status, path variant, product type, sender, receiver index, goods index, pieces, COD, last scan hours ago] */
type Row = [
  string,
  OrderStatus,
  number,
  ProductType,
  keyof typeof SENDERS,
  number,
  number,
  number,
  number,
  number,
];

const DEMO_ROWS: Row[] = [
  ['2026000001', 'DELIVERED', 0, 'EZ', 'jakarta', 0, 0, 1, 0, 24 * 20],
  ['2026000002', 'DELIVERED', 0, 'SUPER', 'jakarta', 1, 1, 2, 275000, 24 * 15],
  ['2026000003', 'DELIVERED', 0, 'ECO', 'jakarta', 2, 4, 3, 0, 24 * 12],
  ['2026000004', 'DELIVERED', 0, 'EZ', 'bandung', 3, 5, 1, 520000, 24 * 9],
  ['2026000005', 'DELIVERED', 0, 'CARGO', 'surabaya', 4, 6, 5, 0, 24 * 7],
  ['2026000006', 'DELIVERED', 0, 'EZ', 'jakarta', 5, 2, 1, 350000, 24 * 4],
  ['2026000007', 'DELIVERED', 0, 'EZ', 'jakarta', 6, 0, 1, 0, 24 * 2],
  ['2026000008', 'IN_TRANSIT', 2, 'EZ', 'jakarta', 2, 0, 1, 450000, 5],
  ['2026000009', 'IN_TRANSIT', 0, 'ECO', 'jakarta', 3, 6, 2, 0, 2],
  ['2026000010', 'IN_TRANSIT', 1, 'CARGO', 'bandung', 5, 4, 8, 0, 3],
  ['2026000011', 'IN_TRANSIT', 2, 'EZ', 'surabaya', 11, 1, 1, 275000, 6],
  ['2026000012', 'IN_TRANSIT', 2, 'EZ', 'jakarta', 7, 3, 1, 0, 4],
  ['2026000013', 'ARRIVED', 0, 'EZ', 'jakarta', 4, 5, 1, 0, 3],
  ['2026000014', 'ARRIVED', 0, 'SUPER', 'jakarta', 0, 2, 1, 350000, 2],
  ['2026000015', 'OUT_FOR_DELIVERY', 0, 'EZ', 'jakarta', 1, 0, 1, 450000, 1],
  ['2026000016', 'OUT_FOR_DELIVERY', 0, 'ECO', 'bandung', 8, 4, 2, 0, 2],
  ['2026000017', 'OUT_FOR_DELIVERY', 0, 'EZ', 'jakarta', 13, 1, 1, 0, 1],
  ['2026000018', 'CREATED', 0, 'EZ', 'jakarta', 9, 6, 1, 0, 1],
  ['2026000019', 'CREATED', 0, 'SUPER', 'jakarta', 14, 3, 1, 0, 2],
  ['2026000020', 'CREATED', 0, 'ECO', 'surabaya', 10, 5, 2, 520000, 3],
  ['2026000021', 'PICKED_UP', 0, 'EZ', 'jakarta', 12, 0, 1, 450000, 2],
  ['2026000022', 'PICKED_UP', 0, 'CARGO', 'bandung', 3, 6, 10, 0, 4],
  ['2026000023', 'PROBLEM', 0, 'EZ', 'jakarta', 11, 2, 1, 350000, 20],
  ['2026000024', 'PROBLEM', 1, 'EZ', 'jakarta', 8, 4, 1, 85000, 6],
  ['2026000025', 'RETURNING', 0, 'EZ', 'jakarta', 10, 5, 1, 520000, 10],
  ['2026000026', 'RETURNING', 0, 'ECO', 'surabaya', 2, 0, 1, 0, 30],
  ['2026000027', 'RETURNED', 0, 'EZ', 'jakarta', 9, 1, 1, 275000, 24 * 3],
  ['2026000028', 'CANCELLED', 0, 'EZ', 'jakarta', 6, 3, 1, 0, 24 * 5],
  ['2026000029', 'CANCELLED', 0, 'SUPER', 'bandung', 14, 2, 1, 0, 24],
  ['2026000030', 'DELIVERED', 0, 'EZ', 'jakarta', 14, 3, 1, 0, 24 * 30],
];

/** The other shipper (C002), in Makassar; it has no monthly account and no COD. */
export const OTHER_CUSTOMER_SENDER: SeedAddress = address(
  'CV Sinar Jaya',
  '081355550001',
  ['Sulawesi Selatan', 'Kota Makassar', 'Ujung Pandang', '73.71.04'],
  'Jl. Somba Opu No. 150',
  '90111',
);

const OTHER_ROWS: Row[] = [
  ['2026900001', 'DELIVERED', 0, 'EZ', 'jakarta', 0, 4, 1, 0, 24 * 6],
  ['2026900002', 'IN_TRANSIT', 2, 'ECO', 'jakarta', 2, 4, 2, 0, 5],
  ['2026900003', 'CREATED', 0, 'EZ', 'jakarta', 5, 4, 1, 0, 2],
];

interface RowExtras {
  paymentMethod: PaymentMethod;
  insured: boolean;
  dimensionsCm: [number, number, number] | null;
  sellerType: SellerType | null;
}

const FIXED_EXTRAS: RowExtras = {
  paymentMethod: 'MONTHLY',
  insured: false,
  dimensionsCm: null,
  sellerType: null,
};

function toSeedOrder(
  row: Row,
  index: number,
  prefix: string,
  sender?: SeedAddress,
  extras = FIXED_EXTRAS,
): SeedOrder {
  const [
    body,
    status,
    variant,
    productType,
    senderKey,
    receiverIndex,
    goodsIndex,
    pieces,
    codAmount,
    lastScanHoursAgo,
  ] = row;
  const goods = GOODS[goodsIndex];
  return {
    billCode: billCodeFromBody(body),
    customerOrderNo: `${prefix}-${String(index + 1).padStart(4, '0')}`,
    status,
    productType,
    sender: sender ?? SENDERS[senderKey],
    receiver: RECEIVERS[receiverIndex],
    goodsType: goods.goodsType,
    goodsName: goods.goodsName,
    pieces,
    weightKg: Math.round(goods.weightKg * pieces * 1000) / 1000,
    codAmount,
    declaredValue: goods.declaredValue * pieces,
    lastScanHoursAgo,
    steps: PATHS[status][variant].map(step),
    ...extras,
  };
}

/** How the extra demo orders spread over the states: mostly delivered, some of each other state. */
const EXTRA_STATUS_CYCLE: OrderStatus[] = [
  'DELIVERED',
  'IN_TRANSIT',
  'CREATED',
  'DELIVERED',
  'PICKED_UP',
  'ARRIVED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'PROBLEM',
  'RETURNED',
  'CANCELLED',
  'RETURNING',
];
const EXTRA_PRODUCTS: ProductType[] = ['EZ', 'EZ', 'ECO', 'SUPER', 'EZ', 'CARGO'];
const EXTRA_PAYMENTS: PaymentMethod[] = ['MONTHLY', 'MONTHLY', 'SENDER_PAY', 'RECEIVER_PAY'];
const EXTRA_SELLERS: (SellerType | null)[] = ['MARKETPLACE', 'ONLINE_SHOP', null, 'SOCIAL_COMMERCE'];
const FINAL: readonly OrderStatus[] = ['DELIVERED', 'RETURNED', 'CANCELLED'];
export const EXTRA_DEMO_ORDER_COUNT = 60;

/**
 * Sixty more orders of the demo shipper, spread over the last three months, every state, product
 * and payment method, and receivers all over Indonesia, so that lists have several pages.
 * Deterministic: the same index always gives the same order.
 */
function extraDemoOrder(i: number): SeedOrder {
  const status = EXTRA_STATUS_CYCLE[i % EXTRA_STATUS_CYCLE.length];
  const receiverIndex = (i * 7 + 3) % RECEIVERS.length;
  let productType = EXTRA_PRODUCTS[i % EXTRA_PRODUCTS.length];
  // SUPER does not serve Maluku and Papua (rate-table.ts).
  if (productType === 'SUPER' && /^(8|9)/.test(RECEIVERS[receiverIndex].districtCode)) productType = 'EZ';
  const goodsIndex = (i * 3) % GOODS.length;
  const pieces = productType === 'CARGO' ? 4 + (i % 7) : 1 + (i % 3 === 2 ? 1 : 0);
  const paymentMethod = EXTRA_PAYMENTS[i % EXTRA_PAYMENTS.length];
  const declared = GOODS[goodsIndex].declaredValue * pieces;
  const codAmount = paymentMethod !== 'RECEIVER_PAY' && i % 3 === 0 ? declared : 0;
  const variant = i % PATHS[status].length;
  const lastScanHoursAgo = FINAL.includes(status) ? 24 + ((i * 37) % (24 * 85)) : 1 + ((i * 5) % 40);
  const senderKey: keyof typeof SENDERS = i % 5 === 4 ? 'bandung' : i % 7 === 6 ? 'surabaya' : 'jakarta';
  const row: Row = [
    `20261${String(i + 1).padStart(5, '0')}`,
    status,
    variant,
    productType,
    senderKey,
    receiverIndex,
    goodsIndex,
    pieces,
    codAmount,
    lastScanHoursAgo,
  ];
  return toSeedOrder(row, DEMO_ROWS.length + i, 'NN-2026', undefined, {
    paymentMethod,
    insured: i % 4 === 1 && declared > 0,
    dimensionsCm: i % 5 === 0 ? [40, 30, 30] : null,
    sellerType: EXTRA_SELLERS[i % EXTRA_SELLERS.length],
  });
}

/**
 * Late parcels for the late-parcel list and the marketplace forecast (issue 31 item 7): a row, the
 * hours its pickup waited after the order, the hours it dwelt at the destination hub, and its seller
 * type. Delivered ones signed days after their SLA day, ones still in transit days past it, and
 * marketplace orders picked up late (more than 2 business days after the order) within the week.
 */
const LATE_ROWS: [Row, number, number, SellerType | null][] = [
  [['2026500001', 'DELIVERED', 0, 'EZ', 'jakarta', 3, 0, 1, 0, 24 * 4], 3, 24 * 7, null],
  [['2026500002', 'DELIVERED', 0, 'ECO', 'bandung', 9, 2, 1, 0, 24 * 9], 3, 24 * 9, null],
  [['2026500003', 'DELIVERED', 0, 'SUPER', 'jakarta', 5, 1, 1, 0, 24 * 2], 3, 24 * 5, 'MARKETPLACE'],
  [['2026500004', 'IN_TRANSIT', 2, 'EZ', 'jakarta', 11, 3, 1, 0, 8], 3, 24 * 8, null],
  [['2026500005', 'IN_TRANSIT', 2, 'EZ', 'surabaya', 7, 5, 1, 0, 12], 3, 24 * 9, null],
  [['2026500006', 'PICKED_UP', 0, 'EZ', 'jakarta', 2, 0, 1, 0, 20], 24 * 4, 0, 'MARKETPLACE'],
  [['2026500007', 'PICKED_UP', 0, 'ECO', 'bandung', 8, 4, 1, 0, 6], 24 * 3 + 20, 0, 'MARKETPLACE'],
  [['2026500008', 'PICKED_UP', 0, 'EZ', 'jakarta', 4, 6, 1, 0, 10], 5, 0, 'MARKETPLACE'],
];
export const LATE_DEMO_ORDER_COUNT = LATE_ROWS.length;

function lateDemoOrder([row, pickupHours, hubHours, sellerType]: (typeof LATE_ROWS)[number], i: number) {
  const order = toSeedOrder(row, DEMO_ROWS.length + EXTRA_DEMO_ORDER_COUNT + i, 'NN-2026', undefined, {
    ...FIXED_EXTRAS,
    sellerType,
  });
  const slower = (s: SeedTraceStep, at: number): SeedTraceStep =>
    at === 1 ? { ...s, afterHours: pickupHours } : at === 5 ? { ...s, afterHours: hubHours } : s;
  return { ...order, steps: order.steps.map(slower) };
}

/** Waybills of the seeded late parcels: signed late, and still in transit past their SLA day. */
export const LATE_DEMO_BILL_CODES = {
  signedLate: billCodeFromBody('2026500001'),
  undelivered: billCodeFromBody('2026500004'),
} as const;

/** The demo shipper's (C001) orders: the 30 fixed ones first (other seeds index them), then 60 more, then the late ones. */
export const DEMO_ORDERS: readonly SeedOrder[] = [
  ...DEMO_ROWS.map((row, i) => toSeedOrder(row, i, 'NN-2026')),
  ...Array.from({ length: EXTRA_DEMO_ORDER_COUNT }, (_, i) => extraDemoOrder(i)),
  ...LATE_ROWS.map(lateDemoOrder),
];
export const OTHER_CUSTOMER_ORDERS: readonly SeedOrder[] = OTHER_ROWS.map((row, i) =>
  toSeedOrder(row, i, 'SJ-2026', OTHER_CUSTOMER_SENDER, { ...FIXED_EXTRAS, paymentMethod: 'SENDER_PAY' }),
);

/** One known waybill of the demo customer (C001) per state. */
export const DEMO_BILL_CODES = {
  delivered: billCodeFromBody('2026000001'),
  inTransit: billCodeFromBody('2026000008'),
  arrived: billCodeFromBody('2026000013'),
  outForDelivery: billCodeFromBody('2026000015'),
  created: billCodeFromBody('2026000018'),
  pickedUp: billCodeFromBody('2026000021'),
  problem: billCodeFromBody('2026000023'),
  returning: billCodeFromBody('2026000025'),
  returned: billCodeFromBody('2026000027'),
  cancelled: billCodeFromBody('2026000028'),
} as const;

export const DEMO_ALL_BILL_CODES: readonly string[] = DEMO_ORDERS.map((order) => order.billCode);

/** A waybill of the other customer (C002): the demo customer must never see it. */
export const OTHER_CUSTOMER_BILL_CODE = billCodeFromBody('2026900001');
export const OTHER_CUSTOMER_BILL_CODES: readonly string[] = OTHER_CUSTOMER_ORDERS.map(
  (order) => order.billCode,
);
