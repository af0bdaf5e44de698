/** Messages of the member routes, registered into the gateway catalogue when the routes load. */
export const memberMessages = {
  'member.goodsDisabled': {
    zh: '该商品已下架',
    en: 'this item is no longer available',
    id: 'barang ini sudah tidak tersedia',
  },
  'member.outOfStock': { zh: '商品库存不足', en: 'not enough stock', id: 'stok tidak mencukupi' },
  'member.insufficientPoints': {
    zh: '积分不足',
    en: 'not enough points',
    id: 'poin tidak mencukupi',
  },
  'member.deliveryNeeded': {
    zh: '实物商品需填写收货信息',
    en: 'required: the goods are sent to this address',
    id: 'wajib diisi: barang dikirim ke alamat ini',
  },
  'member.deliveryPhoneInvalid': {
    zh: '请输入印尼手机号（08… 或 +62 8…）',
    en: 'not an Indonesian mobile number (08… or +62 8…)',
    id: 'bukan nomor HP Indonesia (08… atau +62 8…)',
  },
  'member.deliveryAddressShort': {
    zh: '请填写完整地址（至少 {min} 个字符）',
    en: 'give the full address (at least {min} characters)',
    id: 'isi alamat lengkap (minimal {min} karakter)',
  },
  'member.reason.EXCHANGE': { zh: '积分兑换', en: 'Points exchange', id: 'Penukaran poin' },
  'member.reason.ORDER_REWARD': { zh: '寄件奖励', en: 'Shipping reward', id: 'Hadiah pengiriman' },
  'member.reason.EXPIRED': { zh: '积分过期', en: 'Points expired', id: 'Poin kedaluwarsa' },
  'member.reason.ADJUST': { zh: '积分调整', en: 'Adjustment', id: 'Penyesuaian' },
  'member.exchangeStatus.SUBMITTED': { zh: '已提交', en: 'Submitted', id: 'Diajukan' },
  'member.exchangeStatus.SHIPPED': { zh: '已发货', en: 'Shipped', id: 'Dikirim' },
  'member.exchangeStatus.COMPLETED': { zh: '已完成', en: 'Completed', id: 'Selesai' },
  'member.exchangeStatus.CANCELLED': { zh: '已取消', en: 'Cancelled', id: 'Dibatalkan' },
};
