import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The coupon picker and the discount lines of the fee preview (merged into orderEntry by addResources).
const zh = {
  orderEntry: {
    coupon: {
      title: '优惠券',
      none: '不使用优惠券',
      empty: '券包中没有可用的优惠券',
      idle: '运费算出后显示可用的优惠券',
      off: '减 {{amount}}',
      until: '有效期至 {{date}}',
      discount: '优惠券折扣',
      totalAfter: '优惠后合计',
    },
  },
};

const en: typeof zh = {
  orderEntry: {
    coupon: {
      title: 'Coupon',
      none: 'No coupon',
      empty: 'No available coupons in your wallet',
      idle: 'Your coupons show once the freight is priced',
      off: '{{amount}} off',
      until: 'valid until {{date}}',
      discount: 'Coupon discount',
      totalAfter: 'Total after discount',
    },
  },
};

const id: typeof zh = {
  orderEntry: {
    coupon: {
      title: 'Kupon',
      none: 'Tanpa kupon',
      empty: 'Tidak ada kupon yang tersedia di dompet Anda',
      idle: 'Kupon Anda muncul setelah ongkir dihitung',
      off: 'hemat {{amount}}',
      until: 'berlaku s.d. {{date}}',
      discount: 'Diskon kupon',
      totalAfter: 'Total setelah diskon',
    },
  },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './couponTexts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './couponTexts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './couponTexts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './couponTexts.vi'),
  },
);
