import { billCodeFromBody } from './bill-code';
import type { OrderStatus } from './status';
import type { TraceDescriptionCode } from './trace-text';

/**
 * The demo orders, fixed so that tests and e2e suites can name a waybill by its state.
 * Times are relative to the moment of seeding; bill codes never change.
 */

export interface SeedAddress {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postalCode: string;
}

export interface SeedTraceStep {
  status: OrderStatus;
  scanType: string;
  description: TraceDescriptionCode;
  /** 'origin' | 'originHub' | 'destHub' | 'dest': where along the route the scan happened. */
  at: 'origin' | 'originHub' | 'destHub' | 'dest';
  /** Hours after the previous scan (after order creation for the first). */
  afterHours: number;
}

export interface SeedOrder {
  billCode: string;
  customerOrderNo: string;
  status: OrderStatus;
  productType: 'EZ' | 'SUPER' | 'ECO' | 'CARGO';
  sender: SeedAddress;
  receiver: SeedAddress;
  goodsType: string;
  goodsName: string;
  pieces: number;
  weightKg: number;
  codAmount: number;
  declaredValue: number;
  /** Hours between the last scan and the moment of seeding. */
  lastScanHoursAgo: number;
  steps: SeedTraceStep[];
}

const SENDERS = {
  jakarta: {
    name: 'PT Nusantara Niaga',
    phone: '081210002026',
    province: 'DKI JAKARTA',
    city: 'Jakarta Barat',
    district: 'Kebon Jeruk',
    address: 'Jl. Panjang No. 12, Kel. Kedoya Utara',
    postalCode: '11520',
  },
  bandung: {
    name: 'Gudang Nusantara Niaga Bandung',
    phone: '082120002026',
    province: 'JAWA BARAT',
    city: 'Bandung',
    district: 'Coblong',
    address: 'Jl. Ir. H. Juanda No. 88',
    postalCode: '40132',
  },
  surabaya: {
    name: 'Nusantara Niaga Cabang Surabaya',
    phone: '083130002026',
    province: 'JAWA TIMUR',
    city: 'Surabaya',
    district: 'Gubeng',
    address: 'Jl. Raya Gubeng No. 45',
    postalCode: '60281',
  },
} satisfies Record<string, SeedAddress>;

const RECEIVERS: SeedAddress[] = [
  {
    name: 'Budi Santoso',
    phone: '081234567801',
    province: 'JAWA TIMUR',
    city: 'Surabaya',
    district: 'Wonokromo',
    address: 'Jl. Raya Darmo No. 101',
    postalCode: '60241',
  },
  {
    name: 'Siti Rahmawati',
    phone: '081234567802',
    province: 'JAWA BARAT',
    city: 'Bandung',
    district: 'Sukajadi',
    address: 'Jl. Sukajadi No. 57',
    postalCode: '40162',
  },
  {
    name: 'Agus Setiawan',
    phone: '081234567803',
    province: 'SUMATERA UTARA',
    city: 'Medan',
    district: 'Medan Baru',
    address: 'Jl. Gatot Subroto No. 78',
    postalCode: '20112',
  },
  {
    name: 'Dewi Lestari',
    phone: '081234567804',
    province: 'SULAWESI SELATAN',
    city: 'Makassar',
    district: 'Panakkukang',
    address: 'Jl. Boulevard Raya No. 9',
    postalCode: '90231',
  },
  {
    name: 'I Made Wirawan',
    phone: '081234567805',
    province: 'BALI',
    city: 'Denpasar',
    district: 'Denpasar Selatan',
    address: 'Jl. Bypass Ngurah Rai No. 200',
    postalCode: '80222',
  },
  {
    name: 'Rizky Pratama',
    phone: '081234567806',
    province: 'KALIMANTAN TIMUR',
    city: 'Balikpapan',
    district: 'Balikpapan Kota',
    address: 'Jl. Jenderal Sudirman No. 33',
    postalCode: '76114',
  },
  {
    name: 'Putri Ayu Wulandari',
    phone: '081234567807',
    province: 'DI YOGYAKARTA',
    city: 'Yogyakarta',
    district: 'Gondokusuman',
    address: 'Jl. Colombo No. 7',
    postalCode: '55223',
  },
  {
    name: 'Hendra Gunawan',
    phone: '081234567808',
    province: 'JAWA TENGAH',
    city: 'Semarang',
    district: 'Semarang Tengah',
    address: 'Jl. Pandanaran No. 56',
    postalCode: '50134',
  },
  {
    name: 'Fitri Handayani',
    phone: '081234567809',
    province: 'SUMATERA SELATAN',
    city: 'Palembang',
    district: 'Ilir Timur I',
    address: 'Jl. Jenderal Sudirman No. 120',
    postalCode: '30126',
  },
  {
    name: 'Andi Wijaya',
    phone: '081234567810',
    province: 'KALIMANTAN BARAT',
    city: 'Pontianak',
    district: 'Pontianak Selatan',
    address: 'Jl. Ahmad Yani No. 18',
    postalCode: '78121',
  },
  {
    name: 'Maria Sondakh',
    phone: '081234567811',
    province: 'SULAWESI UTARA',
    city: 'Manado',
    district: 'Wenang',
    address: 'Jl. Sam Ratulangi No. 21',
    postalCode: '95111',
  },
  {
    name: 'Yohanes Rumbiak',
    phone: '081234567812',
    province: 'PAPUA',
    city: 'Jayapura',
    district: 'Jayapura Utara',
    address: 'Jl. Ahmad Yani No. 5',
    postalCode: '99111',
  },
  {
    name: 'Lalu Ahmad Fauzi',
    phone: '081234567813',
    province: 'NUSA TENGGARA BARAT',
    city: 'Mataram',
    district: 'Cakranegara',
    address: 'Jl. Pejanggik No. 40',
    postalCode: '83231',
  },
  {
    name: 'Rina Marlina',
    phone: '081234567814',
    province: 'BANTEN',
    city: 'Tangerang',
    district: 'Cipondoh',
    address: 'Jl. KH. Hasyim Ashari No. 15',
    postalCode: '15148',
  },
  {
    name: 'Sri Wahyuni',
    phone: '081234567815',
    province: 'DKI JAKARTA',
    city: 'Jakarta Selatan',
    district: 'Kebayoran Baru',
    address: 'Jl. Wijaya I No. 23',
    postalCode: '12170',
  },
];

const GOODS: { goodsType: string; goodsName: string; weightKg: number; declaredValue: number }[] = [
  { goodsType: 'CLOTHING', goodsName: 'Kemeja batik tulis', weightKg: 0.6, declaredValue: 450000 },
  { goodsType: 'CLOTHING', goodsName: 'Kain batik cap 2 m', weightKg: 0.8, declaredValue: 275000 },
  { goodsType: 'ELECTRONICS', goodsName: 'Earphone bluetooth', weightKg: 0.3, declaredValue: 350000 },
  { goodsType: 'DOCUMENT', goodsName: 'Dokumen kontrak', weightKg: 0.2, declaredValue: 0 },
  { goodsType: 'FOOD', goodsName: 'Keripik tempe 1 kg', weightKg: 1.2, declaredValue: 85000 },
  { goodsType: 'COSMETICS', goodsName: 'Paket skincare', weightKg: 0.9, declaredValue: 520000 },
  { goodsType: 'HOUSEHOLD', goodsName: 'Taplak meja batik', weightKg: 1.5, declaredValue: 190000 },
];

type StepSpec = [OrderStatus, string, TraceDescriptionCode, SeedTraceStep['at'], number];
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
const PATHS: Record<OrderStatus, StepSpec[][]> = {
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
  SeedOrder['productType'],
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

const OTHER_SENDER: SeedAddress = {
  name: 'CV Sinar Jaya',
  phone: '081355550001',
  province: 'SULAWESI SELATAN',
  city: 'Makassar',
  district: 'Ujung Pandang',
  address: 'Jl. Somba Opu No. 150',
  postalCode: '90111',
};

const OTHER_ROWS: Row[] = [
  ['2026900001', 'DELIVERED', 0, 'EZ', 'jakarta', 0, 4, 1, 0, 24 * 6],
  ['2026900002', 'IN_TRANSIT', 2, 'ECO', 'jakarta', 2, 4, 2, 0, 5],
  ['2026900003', 'CREATED', 0, 'EZ', 'jakarta', 5, 4, 1, 0, 2],
];

function toSeedOrder(row: Row, index: number, prefix: string, sender?: SeedAddress): SeedOrder {
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
  };
}

export const DEMO_ORDERS: readonly SeedOrder[] = DEMO_ROWS.map((row, i) => toSeedOrder(row, i, 'NN-2026'));
export const OTHER_CUSTOMER_ORDERS: readonly SeedOrder[] = OTHER_ROWS.map((row, i) =>
  toSeedOrder(row, i, 'SJ-2026', OTHER_SENDER),
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
