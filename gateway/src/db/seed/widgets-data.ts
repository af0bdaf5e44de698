import type { GoodsType } from '../../parcel/order-codes';
import type { LocalizedText } from '../schema/core';

/** Java and Bali: where the same-day and instant products run. */
const JAVA_BALI = ['31', '32', '33', '34', '35', '36', '51'];

/** Delivery-speed products for the single-choice picker (12: two pages of 10; two switched off). */
export const TIME_EFFECTIVE_TYPE_SEED: {
  code: string;
  name: LocalizedText;
  isEnable: 1 | 2;
  provinceCodes: string[] | null;
}[] = [
  {
    code: 'REGULER',
    name: { zh: '标准快递', en: 'Regular', id: 'Reguler' },
    isEnable: 1,
    provinceCodes: null,
  },
  { code: 'EXPRESS', name: { zh: '特快', en: 'Express', id: 'Ekspres' }, isEnable: 1, provinceCodes: null },
  {
    code: 'SAMEDAY',
    name: { zh: '当日达', en: 'Same day', id: 'Sehari sampai' },
    isEnable: 1,
    provinceCodes: JAVA_BALI,
  },
  {
    code: 'NEXTDAY',
    name: { zh: '次日达', en: 'Next day', id: 'Besok sampai' },
    isEnable: 1,
    provinceCodes: null,
  },
  {
    code: 'ECONOMY',
    name: { zh: '经济快递', en: 'Economy', id: 'Ekonomi' },
    isEnable: 1,
    provinceCodes: null,
  },
  { code: 'CARGO', name: { zh: '大件物流', en: 'Cargo', id: 'Kargo' }, isEnable: 1, provinceCodes: null },
  {
    code: 'TRUCKING',
    name: { zh: '整车运输', en: 'Trucking', id: 'Truk' },
    isEnable: 2,
    provinceCodes: null,
  },
  {
    code: 'INSTANT',
    name: { zh: '即时配送', en: 'Instant', id: 'Instan' },
    isEnable: 1,
    provinceCodes: JAVA_BALI,
  },
  {
    code: 'FRESH',
    name: { zh: '生鲜冷链', en: 'Fresh (cold chain)', id: 'Segar (rantai dingin)' },
    isEnable: 1,
    provinceCodes: ['31', '32', '36'],
  },
  { code: 'SUPER', name: { zh: '超级快递', en: 'Super', id: 'Super' }, isEnable: 1, provinceCodes: null },
  {
    code: 'INTERISLAND',
    name: { zh: '跨岛海运', en: 'Inter-island sea freight', id: 'Kargo laut antar pulau' },
    isEnable: 1,
    provinceCodes: null,
  },
  {
    code: 'INTERNATIONAL',
    name: { zh: '国际快递', en: 'International', id: 'Internasional' },
    isEnable: 2,
    provinceCodes: null,
  },
];

/** Weight bands of the dimension picker, start < w <= end (kg). */
export const WEIGHT_BAND_SEED: { name: string; start: number; end: number }[] = [
  { name: '0-1 kg', start: 0, end: 1 },
  { name: '1-3 kg', start: 1, end: 3 },
  { name: '3-5 kg', start: 3, end: 5 },
  { name: '5-10 kg', start: 5, end: 10 },
  { name: '10-30 kg', start: 10, end: 30 },
  { name: '30-9999 kg', start: 30, end: 9999 },
];

/** A goods category tree of a seeded customer: top-level name -> child names. */
export type CategorySeed = Record<string, string[]>;

export const DEMO_CATEGORY_SEED: CategorySeed = {
  Elektronik: ['Ponsel & Tablet', 'Aksesoris Komputer'],
  Fashion: ['Pakaian Pria', 'Pakaian Wanita', 'Sepatu'],
  'Makanan & Minuman': ['Makanan Ringan', 'Kopi & Teh'],
  'Kesehatan & Kecantikan': ['Perawatan Kulit'],
  Dokumen: [],
};

export const OTHER_CATEGORY_SEED: CategorySeed = {
  'Suku Cadang': ['Oli & Pelumas'],
  'Alat Tulis': [],
};

/**
 * Products per goods-type code (the order's GOODS_TYPES, which a template stores), with the category
 * they belong to and a typical weight (kg) and value (Rp).
 */
export const GOODS_PRODUCTS: {
  goodsType: GoodsType;
  category: string | null;
  items: [string, number, number][];
}[] = [
  {
    goodsType: 'DOCUMENT',
    category: 'Dokumen',
    items: [
      ['Dokumen Kontrak', 0.2, 0],
      ['Faktur Pajak', 0.1, 0],
      ['Ijazah & Transkrip', 0.3, 0],
      ['Sertifikat Tanah', 0.3, 0],
    ],
  },
  {
    goodsType: 'CLOTHING',
    category: 'Pakaian Wanita',
    items: [
      ['Kemeja Batik', 0.4, 185000],
      ['Kaos Polos Katun', 0.25, 65000],
      ['Gamis Muslimah', 0.6, 250000],
      ['Celana Jeans', 0.7, 220000],
      ['Jaket Hoodie', 0.8, 199000],
      ['Sepatu Sneakers', 1.2, 350000],
    ],
  },
  {
    goodsType: 'ELECTRONICS',
    category: 'Ponsel & Tablet',
    items: [
      ['Kabel Data USB-C', 0.1, 45000],
      ['Power Bank 10000mAh', 0.35, 175000],
      ['Earphone Bluetooth', 0.2, 250000],
      ['Casing HP', 0.1, 35000],
      ['Tablet 10 inci', 0.9, 3200000],
    ],
  },
  {
    goodsType: 'ELECTRONICS',
    category: 'Aksesoris Komputer',
    items: [
      ['Keyboard Mekanik', 1.1, 650000],
      ['Mouse Wireless', 0.2, 120000],
      ['Webcam HD', 0.3, 275000],
    ],
  },
  {
    goodsType: 'FOOD',
    category: 'Makanan Ringan',
    items: [
      ['Keripik Singkong', 0.3, 25000],
      ['Kopi Bubuk Gayo', 0.5, 85000],
      ['Sambal Bawang', 0.4, 35000],
      ['Kue Nastar', 0.6, 95000],
      ['Teh Melati', 0.25, 30000],
    ],
  },
  {
    goodsType: 'COSMETICS',
    category: 'Perawatan Kulit',
    items: [
      ['Serum Wajah', 0.15, 120000],
      ['Sabun Herbal', 0.2, 25000],
      ['Lipstik Matte', 0.05, 75000],
      ['Sunscreen SPF 50', 0.1, 89000],
    ],
  },
  {
    goodsType: 'OTHER',
    category: null,
    items: [
      ['Mainan Edukasi', 0.8, 150000],
      ['Buku Cerita Anak', 0.5, 60000],
      ['Tanaman Hias', 2.5, 80000],
      ['Peralatan Dapur', 3.5, 275000],
      ['Sparepart Motor', 4.2, 320000],
    ],
  },
];

export const GOODS_VARIANTS = [
  'Merah',
  'Hitam',
  'Putih',
  'Biru',
  'Hijau',
  'S',
  'M',
  'L',
  'XL',
  'Paket Hemat',
];

/** How many goods templates the demo customer has (the gallery's large-list mode needs 1000+). */
export const DEMO_GOODS_TEMPLATE_COUNT = 1200;
