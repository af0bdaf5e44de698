import { billCodeFromBody } from '../../../parcel/bill-code';
import { GOODS, PATHS, SENDERS, type SeedAddress, type SeedOrder } from '../orders-data';
import type { OrderStatus } from '../../../parcel/status';
import type { ProductType } from '../../../parcel/rate-table';
import type { PaymentMethod, SellerType } from '../../../parcel/order-codes';
import { loadIndonesianAreas } from '../network-areas';
import { buildSeedOrder } from '../orders';

/**
 * Bulk orders for benchmarks and the seeding test, built by the demo seed's own `buildSeedOrder`
 * (the same columns, fees from the freight rules, scans from the same paths and places), only
 * many of them: receivers all over Indonesia (official region names of idn-area-data, the list
 * `regions` is seeded from), the demo shipper's three pickup addresses, and a status mix like a
 * shipper's history. Deterministic: order `i` is always the same order (times relative to `now`).
 */

/** Share of each status, in percent (sums to 100). */
export const STATUS_MIX: readonly [OrderStatus, number][] = [
  ['DELIVERED', 70],
  ['IN_TRANSIT', 8],
  ['CREATED', 6],
  ['PICKED_UP', 4],
  ['OUT_FOR_DELIVERY', 3],
  ['ARRIVED', 2],
  ['PROBLEM', 2],
  ['RETURNING', 1],
  ['RETURNED', 1],
  ['CANCELLED', 3],
];

const STATUS_BY_PERCENT: OrderStatus[] = STATUS_MIX.flatMap(([status, share]) =>
  Array.from({ length: share }, () => status),
);

/** The status of bulk order `i`: `STATUS_MIX` over every 100 consecutive orders, shuffled. */
export function bulkStatusOf(i: number): OrderStatus {
  return STATUS_BY_PERCENT[(i * 37) % 100];
}

/** The scans an order of each status has, per path variant (PATHS of the demo seed). */
export function traceCountsOf(status: OrderStatus): number[] {
  return PATHS[status].map((path) => path.length);
}

/** Seconds between two consecutive bulk orders (1,000,000 orders span about 116 days). */
export const BULK_ORDER_SPACING_S = 10;
/** customer_order_no prefix of bulk orders (the demo seed's own are NN-2026-…). */
export const BULK_ORDER_PREFIX = 'BENCH-';

// prettier-ignore
const FIRST_NAMES = [
  'Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Hendra', 'Fitri', 'Andi', 'Maria', 'Yohanes',
  'Rina', 'Sri', 'Teuku', 'Nur', 'Yudi', 'Ahmad', 'Komang', 'Hasan', 'Dian', 'Wahyu', 'Lina',
  'Fajar', 'Yuliana', 'Bayu', 'Eko', 'Joko', 'Wayan', 'Made', 'Ketut', 'Bambang', 'Dedi', 'Indah',
  'Ayu', 'Ratna', 'Rudi', 'Slamet', 'Tri', 'Wulan', 'Yanti', 'Irfan', 'Reza', 'Galih', 'Nanda',
  'Citra', 'Mega', 'Intan', 'Gilang', 'Arif', 'Rahmat', 'Taufik', 'Hadi', 'Kartika', 'Lestari',
  'Novi', 'Oki', 'Puspa', 'Qori', 'Sari', 'Tono', 'Umar', 'Vina', 'Winda', 'Yusuf', 'Zainal',
  'Anisa', 'Bagus', 'Cahya', 'Dimas', 'Elsa',
];
// prettier-ignore
const LAST_NAMES = [
  'Santoso', 'Rahmawati', 'Setiawan', 'Lestari', 'Wirawan', 'Pratama', 'Wulandari', 'Gunawan',
  'Handayani', 'Wijaya', 'Sondakh', 'Rumbiak', 'Fauzi', 'Marlina', 'Wahyuni', 'Rahmat', 'Aisyah',
  'Firmansyah', 'Fauzan', 'Sari', 'Basri', 'Puspitasari', 'Hidayat', 'Kusuma', 'Nugroho', 'Saputra',
  'Susilo', 'Hartono', 'Sudirta', 'Prasetyo', 'Irawan', 'Kurniawan', 'Siregar', 'Nasution',
  'Harahap', 'Simanjuntak', 'Sitompul', 'Tambunan', 'Lubis', 'Hutagalung', 'Sinaga', 'Manurung',
  'Pangaribuan', 'Wibowo', 'Suryadi', 'Halim', 'Tanoto', 'Sembiring', 'Ginting', 'Tarigan',
  'Mahendra', 'Permana', 'Ramadhan', 'Syahputra', 'Utami', 'Anggraini', 'Maharani', 'Purnomo',
  'Sutrisno', 'Yulianto', 'Hakim', 'Iskandar', 'Effendi', 'Rosyid', 'Kusnadi', 'Tjahjono',
  'Pangestu', 'Daulay', 'Munthe', 'Latuihamallo', 'Bria',
];
// prettier-ignore
const STREETS = [
  'Jl. Jenderal Sudirman', 'Jl. Ahmad Yani', 'Jl. Diponegoro', 'Jl. Gajah Mada', 'Jl. Pahlawan',
  'Jl. Merdeka', 'Jl. Gatot Subroto', 'Jl. Teuku Umar', 'Jl. Imam Bonjol', 'Jl. Hayam Wuruk',
  'Jl. Pemuda', 'Jl. Veteran', 'Jl. Cendrawasih', 'Jl. Melati', 'Jl. Kenanga', 'Jl. Raya Pasar',
  'Jl. KH. Agus Salim', 'Jl. Dr. Sutomo', 'Jl. Kartini', 'Jl. Pattimura',
];
/** First two digits of the postal codes of each province (by province code). */
// prettier-ignore
const POSTAL_PREFIX: Record<string, string> = {
  '11': '23', '12': '20', '13': '25', '14': '28', '15': '36', '16': '30', '17': '38', '18': '35',
  '19': '33', '21': '29', '31': '12', '32': '40', '33': '50', '34': '55', '35': '60', '36': '15',
  '51': '80', '52': '83', '53': '85', '61': '78', '62': '73', '63': '70', '64': '75', '65': '77',
  '71': '95', '72': '94', '73': '90', '74': '93', '75': '96', '76': '91', '81': '97', '82': '97',
  '91': '99', '92': '98', '93': '99', '94': '99', '95': '99', '96': '98',
};
/** Java and Bali take most parcels: a receiver's district is drawn from these provinces 3 times in 5. */
const BUSY_PROVINCES = new Set(['31', '32', '33', '34', '35', '36', '51']);

/** Distinct receivers of the bulk orders (about 5,000 names, 200 orders each at 1,000,000). */
export const BULK_RECEIVER_COUNT = 5000;

let receivers: SeedAddress[] | undefined;

/** The receivers of bulk orders: names, mobile numbers and districts, built once. */
export function bulkReceivers(): SeedAddress[] {
  if (receivers) return receivers;
  const areas = loadIndonesianAreas();
  const regencies = new Map(areas.regencies.map((r) => [r.code, r]));
  const provinces = new Map(areas.provinces.map((p) => [p.code, p]));
  const districts = areas.districts
    .map((d) => {
      const regency = d.parentCode ? regencies.get(d.parentCode) : undefined;
      const province = regency?.parentCode ? provinces.get(regency.parentCode) : undefined;
      return regency && province ? { district: d, regency, province } : null;
    })
    .filter((d) => d !== null);
  const busy = districts.filter((d) => BUSY_PROVINCES.has(d.province.code));
  receivers = Array.from({ length: BULK_RECEIVER_COUNT }, (_, j) => {
    const pool = j % 5 < 3 ? busy : districts;
    const { district, regency, province } = pool[(j * 7919 + 13) % pool.length];
    const first = FIRST_NAMES[j % FIRST_NAMES.length];
    const last = LAST_NAMES[Math.floor(j / FIRST_NAMES.length) % LAST_NAMES.length];
    const prefix = POSTAL_PREFIX[province.code] ?? '10';
    return {
      name: `${first} ${last}`,
      // 0812… to 0858…: unique per receiver, never one of the demo seed's 08123456780x
      phone: `08${12 + (j % 47)}${String(10_000_000 + ((j * 104_729) % 89_999_999)).padStart(8, '0')}`,
      province: province.name,
      city: regency.name,
      district: district.name,
      districtCode: district.code,
      address: `${STREETS[j % STREETS.length]} No. ${1 + ((j * 31) % 250)}`,
      postalCode: `${prefix}${String(100 + ((j * 17) % 900)).padStart(3, '0')}`,
    };
  });
  const unsafe = receivers.find((r) => /[\t\n\r\\]/.test(Object.values(r).join('')));
  if (unsafe) throw new Error(`bulk seed: a receiver needs COPY escapes: ${JSON.stringify(unsafe)}`);
  return receivers;
}

const PRODUCTS: ProductType[] = ['EZ', 'EZ', 'EZ', 'ECO', 'SUPER', 'EZ', 'ECO', 'CARGO'];
const PAYMENTS: PaymentMethod[] = ['MONTHLY', 'MONTHLY', 'MONTHLY', 'SENDER_PAY', 'RECEIVER_PAY'];
const SELLERS: (SellerType | null)[] = ['MARKETPLACE', 'ONLINE_SHOP', null, 'SOCIAL_COMMERCE', null];
const HOUR_MS = 3_600_000;

/** The i-th bulk order (0 = the newest) as the demo seed describes its orders. */
export function bulkSeedOrder(i: number, now: Date): { order: SeedOrder; createdAt: Date } {
  const receiverList = bulkReceivers();
  const status = bulkStatusOf(i);
  const receiver = receiverList[(i * 7 + (i >> 10)) % receiverList.length];
  let productType = PRODUCTS[i % PRODUCTS.length];
  // SUPER does not serve Maluku and Papua (rate-table.ts).
  if (productType === 'SUPER' && /^(8|9)/.test(receiver.districtCode)) productType = 'EZ';
  const goods = GOODS[(i * 3 + (i >> 4)) % GOODS.length];
  const pieces = productType === 'CARGO' ? 4 + (i % 7) : 1 + (i % 5 === 4 ? 1 : 0);
  const paymentMethod = PAYMENTS[i % PAYMENTS.length];
  const declaredValue = goods.declaredValue * pieces;
  const codAmount = paymentMethod !== 'RECEIVER_PAY' && i % 4 === 0 ? declaredValue : 0;
  const senderKey = i % 10 === 9 ? 'surabaya' : i % 10 >= 7 ? 'bandung' : 'jakarta';
  const paths = PATHS[status];
  const path = paths[i % paths.length];
  // Created every BULK_ORDER_SPACING_S back from now; an order whose path is longer than its age
  // (a recent one) has its scans squeezed into the time since, so no scan lies in the future.
  const createdAt = new Date(now.getTime() - (i + 1) * BULK_ORDER_SPACING_S * 1000);
  const ageHours = (now.getTime() - createdAt.getTime()) / HOUR_MS;
  const pathHours = path.reduce((sum, [, , , , hours]) => sum + hours, 0);
  const scale = pathHours > ageHours * 0.9 ? (ageHours * 0.9) / pathHours : 1;
  const steps = path.map(([stepStatus, scanType, description, at, afterHours]) => ({
    status: stepStatus,
    scanType,
    description,
    at,
    afterHours: afterHours * scale,
  }));
  const stepHours = pathHours * scale;
  // buildSeedOrder places the order back from its last scan: this makes it start at createdAt.
  const lastScanHoursAgo = ageHours - stepHours;
  const order: SeedOrder = {
    billCode: billCodeFromBody(`3${String(i).padStart(9, '0')}`),
    customerOrderNo: `${BULK_ORDER_PREFIX}${String(i).padStart(8, '0')}`,
    status,
    productType,
    sender: SENDERS[senderKey],
    receiver,
    goodsType: goods.goodsType,
    goodsName: goods.goodsName,
    pieces,
    weightKg: Math.round(goods.weightKg * pieces * 1000) / 1000,
    dimensionsCm: i % 6 === 0 ? [40, 30, 20 + (i % 3) * 10] : null,
    codAmount,
    declaredValue,
    insured: i % 8 === 1 && declaredValue > 0,
    paymentMethod,
    sellerType: SELLERS[i % SELLERS.length],
    lastScanHoursAgo,
    steps,
  };
  return { order, createdAt };
}

/** Row and scans of bulk order `i`, exactly as the demo seed would insert them. */
export function buildBulkOrder(i: number, customerId: number, createdBy: number | null, now: Date) {
  return buildSeedOrder(bulkSeedOrder(i, now).order, customerId, createdBy, now);
}
