import type { Localized } from '../lib/locale/locale';

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

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, Localized>> = {
  MONTHLY: { zh: '月结', en: 'Monthly billing', id: 'Tagihan bulanan' },
  SENDER_PAY: { zh: '寄付', en: 'Sender pays', id: 'Dibayar pengirim' },
  RECEIVER_PAY: { zh: '到付', en: 'Receiver pays', id: 'Dibayar penerima' },
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

export const SELLER_TYPE_LABELS: Readonly<Record<SellerType, Localized>> = {
  INDIVIDUAL: { zh: '个人卖家', en: 'Individual', id: 'Perorangan' },
  ONLINE_SHOP: { zh: '独立网店', en: 'Own online shop', id: 'Toko online sendiri' },
  MARKETPLACE: { zh: '电商平台卖家', en: 'Marketplace seller', id: 'Penjual marketplace' },
  SOCIAL_COMMERCE: { zh: '社交电商', en: 'Social commerce', id: 'Social commerce' },
  CORPORATE: { zh: '企业客户', en: 'Corporate', id: 'Korporat' },
};
