import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The wallet's texts, registered beside i18n.ts's (addResources merges deeply): the statuses, types
// and columns here replace the older ones of i18n.ts's `coupon`.
const zh = {
  coupon: {
    statuses: { AVAILABLE: '可用', LOCKED: '已锁定', USED: '已使用', EXPIRED: '已过期' },
    types: { SHIPPING: '运费券', PRODUCT: '产品券' },
    codRules: { ANY: '', COD_ONLY: '仅限 COD', NON_COD: '不含 COD' },
    columns: {
      discount: '优惠',
      conditions: '使用条件',
      perAccountLimit: '每账户限用',
      stockLeft: '剩余库存',
      terms: '使用规则',
      lockedAt: '锁定时间',
      onBillCode: '订单运单',
    },
    percentOff: '运费 {{percent}}% 折扣',
    upTo: '最高 {{amount}}',
    fixedOff: '运费减 {{amount}}',
    allProducts: '全部产品',
    everywhere: '全部省份',
    products: '产品：{{list}}',
    provinces: '目的地：{{list}}',
    timesPerAccount: '{{count}} 单',
  },
};

const en: typeof zh = {
  coupon: {
    statuses: { AVAILABLE: 'Available', LOCKED: 'Locked', USED: 'Used', EXPIRED: 'Expired' },
    types: { SHIPPING: 'Shipping', PRODUCT: 'Product' },
    codRules: { ANY: '', COD_ONLY: 'COD orders only', NON_COD: 'Not for COD orders' },
    columns: {
      discount: 'Discount',
      conditions: 'Conditions',
      perAccountLimit: 'Per account',
      stockLeft: 'Stock left',
      terms: 'Terms',
      lockedAt: 'Locked at',
      onBillCode: 'Order waybill',
    },
    percentOff: '{{percent}}% off freight',
    upTo: 'up to {{amount}}',
    fixedOff: '{{amount}} off freight',
    allProducts: 'All products',
    everywhere: 'All provinces',
    products: 'Products: {{list}}',
    provinces: 'To: {{list}}',
    timesPerAccount: '{{count}} orders',
  },
};

const id: typeof zh = {
  coupon: {
    statuses: { AVAILABLE: 'Tersedia', LOCKED: 'Terkunci', USED: 'Terpakai', EXPIRED: 'Kedaluwarsa' },
    types: { SHIPPING: 'Ongkir', PRODUCT: 'Produk' },
    codRules: { ANY: '', COD_ONLY: 'Khusus COD', NON_COD: 'Bukan untuk COD' },
    columns: {
      discount: 'Diskon',
      conditions: 'Syarat',
      perAccountLimit: 'Per akun',
      stockLeft: 'Sisa stok',
      terms: 'Ketentuan',
      lockedAt: 'Dikunci pada',
      onBillCode: 'Resi pesanan',
    },
    percentOff: 'Diskon ongkir {{percent}}%',
    upTo: 'maks. {{amount}}',
    fixedOff: 'Potongan ongkir {{amount}}',
    allProducts: 'Semua produk',
    everywhere: 'Semua provinsi',
    products: 'Produk: {{list}}',
    provinces: 'Tujuan: {{list}}',
    timesPerAccount: '{{count}} pesanan',
  },
};

addResources(NAMESPACE, { zh, en, id });
