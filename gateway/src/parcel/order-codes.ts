import type { Translated } from '../i18n/language';

/** Goods types: the `goodsType` dictionary of the core seed (GET /dict/goodsTypes). */
export const GOODS_TYPES = ['DOCUMENT', 'CLOTHING', 'ELECTRONICS', 'FOOD', 'COSMETICS', 'OTHER'] as const;
export type GoodsType = (typeof GOODS_TYPES)[number];

/**
 * Who pays the freight: MONTHLY (billed to the shipper's account each month), SENDER_PAY (paid at
 * pickup), RECEIVER_PAY (paid by the receiver at delivery, so it cannot be combined with COD).
 */
export const PAYMENT_METHODS = ['MONTHLY', 'SENDER_PAY', 'RECEIVER_PAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment methods COD may be combined with. */
export const COD_PAYMENT_METHODS: readonly PaymentMethod[] = ['MONTHLY', 'SENDER_PAY'];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, Translated>> = {
  MONTHLY: {
    zh: '月结',
    en: 'Monthly billing',
    id: 'Tagihan bulanan',
    th: 'วางบิลรายเดือน',
    km: 'ទូទាត់ប្រចាំខែ',
    ms: 'Bil bulanan',
    vi: 'Thanh toán theo tháng',
  },
  SENDER_PAY: {
    zh: '寄付',
    en: 'Sender pays',
    id: 'Dibayar pengirim',
    th: 'ผู้ส่งชำระ',
    km: 'អ្នកផ្ញើបង់',
    ms: 'Pengirim bayar',
    vi: 'Người gửi trả',
  },
  RECEIVER_PAY: {
    zh: '到付',
    en: 'Receiver pays',
    id: 'Dibayar penerima',
    th: 'ผู้รับชำระ',
    km: 'អ្នកទទួលបង់',
    ms: 'Penerima bayar',
    vi: 'Người nhận trả',
  },
};

/** Where the shipper sells: the seller types of GET /order/sellerTypes. */
export const SELLER_TYPES = [
  'INDIVIDUAL',
  'ONLINE_SHOP',
  'MARKETPLACE',
  'SOCIAL_COMMERCE',
  'CORPORATE',
] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const SELLER_TYPE_LABELS: Readonly<Record<SellerType, Translated>> = {
  INDIVIDUAL: {
    zh: '个人卖家',
    en: 'Individual',
    id: 'Perorangan',
    th: 'ผู้ขายรายบุคคล',
    km: 'អ្នកលក់ផ្ទាល់ខ្លួន',
    ms: 'Individu',
    vi: 'Cá nhân',
  },
  ONLINE_SHOP: {
    zh: '独立网店',
    en: 'Own online shop',
    id: 'Toko online sendiri',
    th: 'ร้านค้าออนไลน์ของตนเอง',
    km: 'ហាងអនឡាញផ្ទាល់ខ្លួន',
    ms: 'Kedai dalam talian sendiri',
    vi: 'Cửa hàng trực tuyến riêng',
  },
  MARKETPLACE: {
    zh: '电商平台卖家',
    en: 'Marketplace seller',
    id: 'Penjual marketplace',
    th: 'ผู้ขายในมาร์เก็ตเพลส',
    km: 'អ្នកលក់លើទីផ្សារអនឡាញ',
    ms: 'Penjual pasaran dalam talian',
    vi: 'Người bán trên sàn TMĐT',
  },
  SOCIAL_COMMERCE: {
    zh: '社交电商',
    en: 'Social commerce',
    id: 'Social commerce',
    th: 'โซเชียลคอมเมิร์ซ',
    km: 'ពាណិជ្ជកម្មតាមបណ្ដាញសង្គម',
    ms: 'Perdagangan sosial',
    vi: 'Thương mại mạng xã hội',
  },
  CORPORATE: {
    zh: '企业客户',
    en: 'Corporate',
    id: 'Korporat',
    th: 'ลูกค้าองค์กร',
    km: 'អតិថិជនសាជីវកម្ម',
    ms: 'Korporat',
    vi: 'Doanh nghiệp',
  },
};
