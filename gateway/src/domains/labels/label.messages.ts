/** Messages of the label routes, registered into the gateway catalogue when the routes load. */
export const labelsMessages = {
  'labels.orderNotFound': {
    zh: '订单不存在：{ids}',
    en: 'order not found: {ids}',
    id: 'pesanan tidak ditemukan: {ids}',
  },
  'labels.orderCancelled': {
    zh: '订单已取消，不能打印面单：{billCodes}',
    en: 'order cancelled, its label cannot be printed: {billCodes}',
    id: 'pesanan dibatalkan, labelnya tidak dapat dicetak: {billCodes}',
  },
  'labels.badStyle': {
    zh: '不支持的面单样式，可选：{styles}',
    en: 'unknown label style, choose one of: {styles}',
    id: 'gaya label tidak dikenal, pilih salah satu: {styles}',
  },
};
