/** Messages of the label routes, registered into the gateway catalogue when the routes load. */
export const labelsMessages = {
  'labels.orderNotFound': {
    zh: '订单不存在：{ids}',
    en: 'order not found: {ids}',
    id: 'pesanan tidak ditemukan: {ids}',
    th: 'ไม่พบคำสั่งซื้อ: {ids}',
    km: 'រកមិនឃើញការបញ្ជាទិញ៖ {ids}',
    ms: 'pesanan tidak dijumpai: {ids}',
    vi: 'không tìm thấy đơn hàng: {ids}',
  },
  'labels.orderCancelled': {
    zh: '订单已取消，不能打印面单：{billCodes}',
    en: 'order cancelled, its label cannot be printed: {billCodes}',
    id: 'pesanan dibatalkan, labelnya tidak dapat dicetak: {billCodes}',
    th: 'คำสั่งซื้อถูกยกเลิก ไม่สามารถพิมพ์ใบปะหน้าได้: {billCodes}',
    km: 'ការបញ្ជាទិញត្រូវបានលុបចោល មិនអាចបោះពុម្ពស្លាកបានទេ៖ {billCodes}',
    ms: 'pesanan dibatalkan, labelnya tidak boleh dicetak: {billCodes}',
    vi: 'đơn hàng đã hủy, không thể in nhãn: {billCodes}',
  },
  'labels.badStyle': {
    zh: '不支持的面单样式，可选：{styles}',
    en: 'unknown label style, choose one of: {styles}',
    id: 'gaya label tidak dikenal, pilih salah satu: {styles}',
    th: 'ไม่รู้จักรูปแบบใบปะหน้า เลือกหนึ่งใน: {styles}',
    km: 'រចនាប័ទ្មស្លាកមិនស្គាល់ សូមជ្រើសរើសមួយក្នុងចំណោម៖ {styles}',
    ms: 'gaya label tidak dikenali, pilih salah satu: {styles}',
    vi: 'kiểu nhãn không xác định, chọn một trong: {styles}',
  },
};
