import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The coupon line of an order's facts (merged into orderManagement.detail by addResources).
const texts = {
  zh: { orderManagement: { detail: { coupon: '优惠券', couponLine: '{{code}}：运费减 {{discount}}' } } },
  en: { orderManagement: { detail: { coupon: 'Coupon', couponLine: '{{code}}: {{discount}} off freight' } } },
  id: {
    orderManagement: { detail: { coupon: 'Kupon', couponLine: '{{code}}: potongan ongkir {{discount}}' } },
  },
};

export type Texts = (typeof texts)['en'];

addResources(NAMESPACE, texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './couponTexts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './couponTexts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './couponTexts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './couponTexts.vi'),
});
