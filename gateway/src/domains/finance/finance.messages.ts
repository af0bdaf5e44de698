/** Messages of the coupon routes, registered into the gateway catalogue when the routes load. */
export const financeMessages = {
  'coupon.codeUnknown': {
    zh: '兑换码不存在',
    en: 'this voucher code does not exist',
    id: 'kode voucher tidak ditemukan',
  },
  'coupon.codeExpired': {
    zh: '兑换码已过期',
    en: 'this voucher code has expired',
    id: 'kode voucher sudah kedaluwarsa',
  },
  'coupon.alreadyRedeemed': {
    zh: '您已兑换过该兑换码',
    en: 'you have already redeemed this voucher code',
    id: 'Anda sudah menukarkan kode voucher ini',
  },
  'coupon.exhausted': {
    zh: '兑换码已被领完',
    en: 'this voucher code has been fully redeemed',
    id: 'kuota kode voucher ini sudah habis',
  },
};
