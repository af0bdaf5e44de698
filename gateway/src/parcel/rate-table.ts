import type { Translated } from '../i18n/language';

/** The express products, fastest first within their kind. */
export const PRODUCT_TYPES = ['EZ', 'SUPER', 'ECO', 'CARGO'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * How far a parcel goes: within one city (regency), within one province, within one island group
 * (islands.ts), or from one island group to another.
 */
export const ZONES = ['SAME_CITY', 'SAME_PROVINCE', 'SAME_ISLAND', 'OTHER_ISLAND'] as const;
export type Zone = (typeof ZONES)[number];

export interface ZoneRate {
  /** Rupiah for the first billable kg. */
  firstKg: number;
  /** Rupiah for every further kg. */
  nextKg: number;
}

export interface ProductRate {
  name: Translated;
  /** The least a parcel of this product costs, whatever its weight and zone. */
  minCharge: number;
  /** The least weight billed (CARGO bills at least 10 kg). */
  minBillableKg: number;
  /** The most a parcel of this product may weigh (actual weight). */
  maxWeightKg: number;
  zones: Readonly<Record<Zone, ZoneRate>>;
}

/**
 * The courier's public rates, in rupiah. CARGO is priced per kg (first kg = next kg) with a 10 kg
 * minimum; the other products by first kg plus each further kg.
 */
export const RATE_TABLE: Readonly<Record<ProductType, ProductRate>> = {
  EZ: {
    name: {
      zh: 'EZ标准快递',
      en: 'EZ standard',
      id: 'EZ reguler',
      th: 'EZ มาตรฐาน',
      km: 'EZ ស្តង់ដារ',
      ms: 'EZ piawai',
      vi: 'EZ tiêu chuẩn',
    },
    minCharge: 10_000,
    minBillableKg: 1,
    maxWeightKg: 500,
    zones: {
      SAME_CITY: { firstKg: 9_000, nextKg: 6_000 },
      SAME_PROVINCE: { firstKg: 12_000, nextKg: 8_000 },
      SAME_ISLAND: { firstKg: 18_000, nextKg: 12_000 },
      OTHER_ISLAND: { firstKg: 30_000, nextKg: 24_000 },
    },
  },
  SUPER: {
    name: {
      zh: 'SUPER快递',
      en: 'SUPER express',
      id: 'SUPER kilat',
      th: 'SUPER ด่วน',
      km: 'SUPER រហ័ស',
      ms: 'SUPER ekspres',
      vi: 'SUPER hỏa tốc',
    },
    minCharge: 15_000,
    minBillableKg: 1,
    maxWeightKg: 500,
    zones: {
      SAME_CITY: { firstKg: 15_000, nextKg: 10_000 },
      SAME_PROVINCE: { firstKg: 20_000, nextKg: 14_000 },
      SAME_ISLAND: { firstKg: 28_000, nextKg: 20_000 },
      OTHER_ISLAND: { firstKg: 46_000, nextKg: 38_000 },
    },
  },
  ECO: {
    name: {
      zh: '经济快递',
      en: 'ECO economy',
      id: 'ECO ekonomis',
      th: 'ECO ประหยัด',
      km: 'ECO សន្សំសំចៃ',
      ms: 'ECO ekonomi',
      vi: 'ECO tiết kiệm',
    },
    minCharge: 8_000,
    minBillableKg: 1,
    maxWeightKg: 500,
    zones: {
      SAME_CITY: { firstKg: 7_000, nextKg: 4_500 },
      SAME_PROVINCE: { firstKg: 9_000, nextKg: 6_000 },
      SAME_ISLAND: { firstKg: 14_000, nextKg: 9_500 },
      OTHER_ISLAND: { firstKg: 24_000, nextKg: 18_000 },
    },
  },
  CARGO: {
    name: {
      zh: '大件货运',
      en: 'CARGO freight',
      id: 'CARGO kargo',
      th: 'CARGO ขนส่งสินค้าขนาดใหญ่',
      km: 'CARGO ដឹកទំនិញធំ',
      ms: 'CARGO kargo',
      vi: 'CARGO hàng cồng kềnh',
    },
    minCharge: 50_000,
    minBillableKg: 10,
    maxWeightKg: 5_000,
    zones: {
      SAME_CITY: { firstKg: 3_500, nextKg: 3_500 },
      SAME_PROVINCE: { firstKg: 4_500, nextKg: 4_500 },
      SAME_ISLAND: { firstKg: 6_500, nextKg: 6_500 },
      OTHER_ISLAND: { firstKg: 11_000, nextKg: 11_000 },
    },
  },
};

/** Insurance: 0.2 % of the declared value, at least Rp 1,000, only when the parcel is insured. */
export const INSURANCE_RATE = 0.002;
export const INSURANCE_MIN_FEE = 1_000;

/**
 * Cash on delivery: the COD fee is the courier's COD commission (DOMAINS.md "COD commission"), 3 %
 * of the amount collected (basis points), at least Rp 3,000: the default COD terms of every
 * customer without a contract (domains/finance/cod/cod.rules.ts DEFAULT_COD_TERMS uses these).
 */
export const COD_RATE_BP = 300;
export const COD_MIN_FEE = 3_000;

/** Volumetric weight in kg = length x width x height in cm / this divisor. */
export const VOLUMETRIC_DIVISOR = 6_000;

/** SUPER does not reach these island groups next day: it is not offered there. */
export const SUPER_EXCLUDED_ISLANDS = ['MALUKU_PAPUA'] as const;

export const ZONE_LABELS: Readonly<Record<Zone, Translated>> = {
  SAME_CITY: {
    zh: '同城',
    en: 'Same city',
    id: 'Dalam kota',
    th: 'เมืองเดียวกัน',
    km: 'ទីក្រុងតែមួយ',
    ms: 'Bandar yang sama',
    vi: 'Cùng thành phố',
  },
  SAME_PROVINCE: {
    zh: '省内',
    en: 'Same province',
    id: 'Dalam provinsi',
    th: 'จังหวัดเดียวกัน',
    km: 'ខេត្តតែមួយ',
    ms: 'Wilayah yang sama',
    vi: 'Cùng tỉnh',
  },
  SAME_ISLAND: {
    zh: '岛内跨省',
    en: 'Same island group',
    id: 'Antarprovinsi satu pulau',
    th: 'กลุ่มเกาะเดียวกัน',
    km: 'ក្រុមកោះតែមួយ',
    ms: 'Kumpulan pulau yang sama',
    vi: 'Cùng nhóm đảo',
  },
  OTHER_ISLAND: {
    zh: '跨岛',
    en: 'Between island groups',
    id: 'Antarpulau',
    th: 'ข้ามกลุ่มเกาะ',
    km: 'រវាងក្រុមកោះ',
    ms: 'Antara kumpulan pulau',
    vi: 'Giữa các nhóm đảo',
  },
};
