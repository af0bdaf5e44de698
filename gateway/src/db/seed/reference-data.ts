import type { LocalizedText } from '../schema/core';

type DictSeed = { code: string; value: string; label: LocalizedText };

const item = (code: string, value: string, zh: string, en: string, id: string): DictSeed => ({
  code,
  value,
  label: { zh, en, id },
});

/** dict_items by dictType. */
export const DICTIONARY_SEED: Record<string, DictSeed[]> = {
  goodsType: [
    item('DOCUMENT', '1', '文件', 'Documents', 'Dokumen'),
    item('CLOTHING', '2', '服装', 'Clothing', 'Pakaian'),
    item('ELECTRONICS', '3', '电子产品', 'Electronics', 'Elektronik'),
    item('FOOD', '4', '食品', 'Food', 'Makanan'),
    item('COSMETICS', '5', '化妆品', 'Cosmetics', 'Kosmetik'),
    item('OTHER', '99', '其他', 'Other', 'Lainnya'),
  ],
  insuranceType: [
    item('NONE', '0', '不保价', 'No insurance', 'Tanpa asuransi'),
    item('DECLARED_VALUE', '1', '保价', 'Declared value insurance', 'Asuransi nilai barang'),
    item('DOCUMENT', '2', '文件保险', 'Document insurance', 'Asuransi dokumen'),
  ],
  otherPieceType: [
    item('FRAGILE', '1', '易碎品', 'Fragile', 'Mudah pecah'),
    item('LIQUID', '2', '液体', 'Liquid', 'Cairan'),
    item('BATTERY', '3', '含电池', 'Contains battery', 'Berisi baterai'),
    item('OVERSIZE', '4', '超大件', 'Oversize', 'Ukuran besar'),
  ],
  productType: [
    item('EZ', 'EZ', 'EZ标准快递', 'EZ standard', 'EZ reguler'),
    item('SUPER', 'SUPER', 'SUPER快递', 'SUPER express', 'SUPER kilat'),
    item('ECO', 'ECO', '经济快递', 'ECO economy', 'ECO ekonomis'),
    item('CARGO', 'CARGO', '大件货运', 'CARGO freight', 'CARGO kargo'),
  ],
};

export const PRIVACY_SEED = {
  code: 'PRIVACY',
  version: 1,
  title: { zh: '隐私协议', en: 'Privacy agreement', id: 'Perjanjian privasi' },
  content: {
    zh: '我们仅为履行寄件服务收集和使用您的寄件人与收件人信息，并依照印度尼西亚个人数据保护法（UU PDP）保护这些信息。',
    en: 'We collect and use sender and receiver details only to carry out your shipments, and protect them under Indonesia’s Personal Data Protection Law (UU PDP).',
    id: 'Kami mengumpulkan dan menggunakan data pengirim dan penerima hanya untuk menjalankan pengiriman Anda, dan melindunginya sesuai UU Pelindungan Data Pribadi (UU PDP).',
  },
};

type NoticeSeed = {
  kind: 'help' | 'advert' | 'warning';
  title: LocalizedText;
  content: LocalizedText;
  link?: string;
};

export const NOTICE_SEED: NoticeSeed[] = [
  {
    kind: 'help',
    title: { zh: '如何批量导入订单', en: 'How to import orders in bulk', id: 'Cara impor pesanan massal' },
    content: {
      zh: '下载模板，填写后在订单导入页面上传。',
      en: 'Download the template, fill it in and upload it on the order import page.',
      id: 'Unduh templat, isi, lalu unggah di halaman impor pesanan.',
    },
  },
  {
    kind: 'help',
    title: { zh: '客服热线', en: 'Customer service', id: 'Layanan pelanggan' },
    content: {
      zh: '客服电话 1500-123，每天 08:00-20:00。',
      en: 'Call 1500-123, daily 08:00-20:00.',
      id: 'Hubungi 1500-123, setiap hari 08.00-20.00.',
    },
  },
  {
    kind: 'advert',
    title: { zh: 'SUPER 次日达', en: 'SUPER next-day delivery', id: 'SUPER sampai besok' },
    content: {
      zh: '爪哇岛内 SUPER 快递次日送达。',
      en: 'SUPER express arrives the next day within Java.',
      id: 'SUPER kilat tiba keesokan hari di Pulau Jawa.',
    },
  },
  {
    kind: 'warning',
    title: {
      zh: '开斋节期间配送提示',
      en: 'Delivery notice for Idul Fitri',
      id: 'Info pengiriman Idul Fitri',
    },
    content: {
      zh: '开斋节假期期间，部分地区配送时效可能延长 1-2 天。',
      en: 'Around Idul Fitri, deliveries to some areas may take 1-2 days longer.',
      id: 'Selama libur Idul Fitri, pengiriman ke beberapa wilayah bisa 1-2 hari lebih lama.',
    },
  },
];

/** A first-visit guide (a page's tour): the version users must have seen, and whether it shows at all. */
export interface GuideSetting {
  version: number;
  enabled: boolean;
}

/**
 * guide_config rows by guide key; the seed owns the table (it writes these and removes other keys).
 * Raising a version here shows that guide once more to every user, who has seen an older one.
 */
export const GUIDE_CONFIG_SEED: Record<string, GuideSetting> = {
  home: { version: 1, enabled: true },
  orderEntry: { version: 1, enabled: true },
};

export const AGENT_SEED = [
  { code: 'JKT001', name: 'Agen Jakarta Pusat', city: 'Jakarta Pusat' },
  { code: 'SBY001', name: 'Agen Surabaya Kota', city: 'Surabaya' },
  { code: 'BDG001', name: 'Agen Bandung Dago', city: 'Bandung' },
  { code: 'MDN001', name: 'Agen Medan Baru', city: 'Medan' },
];

/** Portal words the login page needs before any menu loads (strId -> zh/en/id). */
export const LANG_SEED: Record<string, LocalizedText> = {
  'login.title': { zh: '客户登录', en: 'Customer login', id: 'Masuk pelanggan' },
  'login.submit': { zh: '登录', en: 'Log in', id: 'Masuk' },
  'common.search': { zh: '查询', en: 'Search', id: 'Cari' },
  'common.reset': { zh: '重置', en: 'Reset', id: 'Atur ulang' },
};
