/** Messages of the coupons, registered into the gateway catalogue when the domain's routes load. */
export const couponMessages = {
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
  'coupon.unknown': {
    zh: '您的券包中没有该优惠券',
    en: 'this coupon is not in your wallet',
    id: 'kupon ini tidak ada di dompet kupon Anda',
  },
  'coupon.expired': {
    zh: '优惠券已过期',
    en: 'this coupon has expired',
    id: 'kupon ini sudah kedaluwarsa',
  },
  'coupon.notYetValid': {
    zh: '优惠券尚未生效',
    en: 'this coupon is not valid yet',
    id: 'kupon ini belum berlaku',
  },
  'coupon.notAvailable': {
    zh: '优惠券已被其他订单锁定或已使用',
    en: 'this coupon is already held by another order or used',
    id: 'kupon ini sudah dipakai atau sedang dipegang pesanan lain',
  },
  'coupon.productMismatch': {
    zh: '优惠券仅适用于产品类型 {productTypes}',
    en: 'this coupon applies only to product types {productTypes}',
    id: 'kupon ini hanya berlaku untuk jenis produk {productTypes}',
  },
  'coupon.provinceMismatch': {
    zh: '优惠券不适用于目的省份 {province}',
    en: 'this coupon does not apply to deliveries to {province}',
    id: 'kupon ini tidak berlaku untuk pengiriman ke {province}',
  },
  'coupon.codOnly': {
    zh: '优惠券仅适用于货到付款订单',
    en: 'this coupon applies only to COD orders',
    id: 'kupon ini hanya berlaku untuk pesanan COD',
  },
  'coupon.nonCodOnly': {
    zh: '优惠券不适用于货到付款订单',
    en: 'this coupon does not apply to COD orders',
    id: 'kupon ini tidak berlaku untuk pesanan COD',
  },
  'coupon.minSpend': {
    zh: '运费未达到最低消费 Rp {minSpend}',
    en: 'the freight does not reach the minimum spend of Rp {minSpend}',
    id: 'ongkir belum mencapai minimum belanja Rp {minSpend}',
  },
  'coupon.accountLimit': {
    zh: '您的账户已达到该活动的使用上限（{limit} 次）',
    en: 'your account has reached the limit of {limit} orders for this campaign',
    id: 'akun Anda sudah mencapai batas {limit} pesanan untuk kampanye ini',
  },
  'coupon.outOfStock': {
    zh: '优惠券已被抢完',
    en: 'this coupon has run out of stock',
    id: 'stok kupon ini sudah habis',
  },
  'coupon.oneOnly': {
    zh: '每个订单只能使用一张优惠券',
    en: 'only one coupon can be used per order',
    id: 'hanya satu kupon yang dapat dipakai per pesanan',
  },
};
