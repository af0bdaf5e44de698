// The coupon campaigns and wallets of the demo seed: every wallet status and, for the demo shipper,
// coupons that do and do not apply to an order from Jakarta to Bandung (EZ, not COD), so that
// order entry's picker shows both kinds with their reasons.

/** Voucher codes the demo seed creates, for tests and e2e suites. */
export const COUPON_CODES = {
  /** Open to every customer, not yet redeemed by the demo customer. */
  welcome: 'WELCOME2026',
  /** 15% off shipping, not yet redeemed by the demo customer. */
  rate: 'HEMAT15',
  /** CARGO only, not yet redeemed by the demo customer. */
  cargo: 'KARGOHEMAT',
  /** The campaign itself has expired. */
  expired: 'MERDEKA2025',
  /** Every redemption is taken. */
  exhausted: 'FLASHSALE11',
  /** The demo customer already holds a coupon from it. */
  redeemedByDemo: 'PELANGGANSETIA',
} as const;

/** The demo shipper's wallet coupons, by what they show at order entry (Jakarta -> Bandung, EZ, no COD). */
export const DEMO_WALLET = {
  /** 10 % off the freight, up to Rp 15,000: applies. */
  percent: 'CPDEMO000002',
  /** Rp 5,000 off deliveries to West Java: applies to Bandung. */
  westJava: 'CPDEMO000008',
  /** Rp 20,000 off from Rp 100,000 of freight: minimum spend not reached. */
  loyal: 'CPDEMO000001',
  /** COD orders only. */
  codOnly: 'CPDEMO000009',
  /** SUPER only. */
  superOnly: 'CPDEMO000010',
  /** Valid from next week. */
  future: 'CPDEMO000011',
  /** The last unit of its campaign; the other shipper holds one of the same campaign. */
  lastUnit: 'CPDEMO000012',
  /** Used on the delivered demo order. */
  used: 'CPDEMO000004',
  /** Expired unused. */
  expired: 'CPDEMO000006',
} as const;

export const OTHER_WALLET = { lastUnit: 'CPOTHER00002', welcome: 'CPOTHER00001' } as const;

const WEST_JAVA = 'Jawa Barat';

/** A campaign as the seed writes it; day offsets are from the seeding moment. */
export interface SeedCampaign {
  code: string;
  name: string;
  type: 'SHIPPING' | 'PRODUCT';
  discountType: 'PERCENT' | 'FIXED';
  value: number;
  maxDiscount?: number;
  minSpend?: number;
  productTypes?: string[];
  provinces?: string[];
  codRule?: 'ANY' | 'COD_ONLY' | 'NON_COD';
  perAccountLimit?: number;
  stock: number;
  fromDay: number;
  toDay: number;
  terms: string;
  maxRedemptions: number;
  redeemedCount?: number;
}

export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    code: COUPON_CODES.welcome,
    name: 'Voucher Selamat Datang Rp10.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 10000,
    minSpend: 15000,
    stock: 10000,
    fromDay: -30,
    toDay: 365,
    terms: 'Potongan ongkir Rp10.000 untuk ongkir minimal Rp15.000. Satu kali per akun.',
    maxRedemptions: 10000,
  },
  {
    code: COUPON_CODES.rate,
    name: 'Hemat Ongkir 15%',
    type: 'SHIPPING',
    discountType: 'PERCENT',
    value: 15,
    maxDiscount: 20000,
    stock: 500,
    fromDay: -7,
    toDay: 90,
    terms: 'Diskon 15% ongkir, maksimal Rp20.000. Tidak berlaku untuk asuransi dan biaya COD.',
    maxRedemptions: 500,
  },
  {
    code: COUPON_CODES.cargo,
    name: 'Kargo Hemat 20%',
    type: 'PRODUCT',
    discountType: 'PERCENT',
    value: 20,
    maxDiscount: 100000,
    productTypes: ['CARGO'],
    stock: 1000,
    fromDay: -7,
    toDay: 180,
    terms: 'Khusus layanan CARGO. Diskon 20% ongkir, maksimal Rp100.000.',
    maxRedemptions: 1000,
  },
  {
    code: COUPON_CODES.expired,
    name: 'Promo Merdeka Rp17.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 17000,
    minSpend: 75000,
    stock: 1000,
    fromDay: -120,
    toDay: -30,
    terms: 'Promo Hari Kemerdekaan.',
    maxRedemptions: 1000,
  },
  {
    code: COUPON_CODES.exhausted,
    name: 'Flash Sale 11.11 Rp25.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 25000,
    minSpend: 150000,
    stock: 1,
    fromDay: -5,
    toDay: 60,
    terms: 'Hanya untuk satu penukar pertama.',
    maxRedemptions: 1,
    redeemedCount: 1,
  },
  {
    code: COUPON_CODES.redeemedByDemo,
    name: 'Pelanggan Setia Rp20.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 20000,
    minSpend: 100000,
    stock: 100,
    fromDay: -10,
    toDay: 50,
    terms: 'Untuk ongkir minimal Rp100.000.',
    maxRedemptions: 100,
    redeemedCount: 1,
  },
  {
    code: 'DISKON10',
    name: 'Diskon Ongkir 10%',
    type: 'SHIPPING',
    discountType: 'PERCENT',
    value: 10,
    maxDiscount: 15000,
    perAccountLimit: 3,
    stock: 1000,
    fromDay: -20,
    toDay: 25,
    terms: 'Diskon 10% ongkir, maksimal Rp15.000, hingga 3 pesanan per akun.',
    maxRedemptions: 0,
  },
  {
    code: 'JABAR5K',
    name: 'Potongan Rp5.000 ke Jawa Barat',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 5000,
    provinces: [WEST_JAVA],
    stock: 1000,
    fromDay: -3,
    toDay: 30,
    terms: 'Khusus pengiriman ke Jawa Barat.',
    maxRedemptions: 0,
  },
  {
    code: 'CODHEMAT',
    name: 'COD Hemat Rp8.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 8000,
    codRule: 'COD_ONLY',
    stock: 1000,
    fromDay: -3,
    toDay: 30,
    terms: 'Khusus pesanan COD. Biaya COD tidak didiskon.',
    maxRedemptions: 0,
  },
  {
    code: 'SUPERKILAT',
    name: 'SUPER Kilat 50%',
    type: 'PRODUCT',
    discountType: 'PERCENT',
    value: 50,
    maxDiscount: 25000,
    productTypes: ['SUPER'],
    stock: 1000,
    fromDay: -3,
    toDay: 30,
    terms: 'Khusus layanan SUPER. Diskon 50%, maksimal Rp25.000.',
    maxRedemptions: 0,
  },
  {
    code: 'HARBOLNAS',
    name: 'Harbolnas Rp12.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 12000,
    stock: 1000,
    fromDay: 7,
    toDay: 20,
    terms: 'Berlaku mulai Hari Belanja Online Nasional.',
    maxRedemptions: 0,
  },
  {
    code: 'SISATERAKHIR',
    name: 'Stok Terakhir Rp7.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 7000,
    stock: 1,
    fromDay: -3,
    toDay: 30,
    terms: 'Hanya satu pesanan untuk semua pelanggan: siapa cepat dia dapat.',
    maxRedemptions: 0,
  },
  {
    code: 'LEBARAN30',
    name: 'Promo Lebaran Rp30.000',
    type: 'SHIPPING',
    discountType: 'FIXED',
    value: 30000,
    minSpend: 200000,
    stock: 1000,
    fromDay: -90,
    toDay: -60,
    terms: 'Promo Lebaran.',
    maxRedemptions: 0,
  },
];

/** A wallet coupon as the seed writes it. */
export interface SeedWalletCoupon {
  code: string;
  campaign: string;
  owner: 'demo' | 'other';
  createdDay: number;
  /** USED on this demo order (by bill code), picked up this many days ago. */
  usedOn?: { billCode: string; day: number };
}

export const SEED_WALLET = (bills: { delivered: string; pickedUp: string }): readonly SeedWalletCoupon[] => [
  { code: DEMO_WALLET.loyal, campaign: COUPON_CODES.redeemedByDemo, owner: 'demo', createdDay: -10 },
  { code: DEMO_WALLET.percent, campaign: 'DISKON10', owner: 'demo', createdDay: -5 },
  { code: DEMO_WALLET.westJava, campaign: 'JABAR5K', owner: 'demo', createdDay: -3 },
  { code: DEMO_WALLET.codOnly, campaign: 'CODHEMAT', owner: 'demo', createdDay: -3 },
  { code: DEMO_WALLET.superOnly, campaign: 'SUPERKILAT', owner: 'demo', createdDay: -3 },
  { code: DEMO_WALLET.future, campaign: 'HARBOLNAS', owner: 'demo', createdDay: -1 },
  { code: DEMO_WALLET.lastUnit, campaign: 'SISATERAKHIR', owner: 'demo', createdDay: -2 },
  {
    code: DEMO_WALLET.used,
    campaign: 'DISKON10',
    owner: 'demo',
    createdDay: -15,
    usedOn: { billCode: bills.delivered, day: -12 },
  },
  {
    code: 'CPDEMO000005',
    campaign: 'DISKON10',
    owner: 'demo',
    createdDay: -14,
    usedOn: { billCode: bills.pickedUp, day: -2 },
  },
  { code: DEMO_WALLET.expired, campaign: 'LEBARAN30', owner: 'demo', createdDay: -90 },
  { code: 'CPDEMO000007', campaign: COUPON_CODES.expired, owner: 'demo', createdDay: -60 },
  { code: OTHER_WALLET.welcome, campaign: 'JABAR5K', owner: 'other', createdDay: -3 },
  { code: OTHER_WALLET.lastUnit, campaign: 'SISATERAKHIR', owner: 'other', createdDay: -2 },
];
