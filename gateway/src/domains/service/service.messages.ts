/**
 * The service routes raise only the core's messages (error.notFound, error.invalidInput); this
 * holds the labels of complaint categories for the portal's pickers.
 */
export const serviceMessages = {
  'complaint.category.DELIVERY_DELAY': { zh: '派送延误', en: 'Late delivery', id: 'Pengiriman terlambat' },
  'complaint.category.DAMAGED': { zh: '快件破损', en: 'Damaged parcel', id: 'Paket rusak' },
  'complaint.category.LOST': { zh: '快件丢失', en: 'Lost parcel', id: 'Paket hilang' },
  'complaint.category.COURIER_ATTITUDE': { zh: '快递员服务态度', en: 'Courier behaviour', id: 'Sikap kurir' },
  'complaint.category.PICKUP': { zh: '揽收问题', en: 'Pickup problem', id: 'Masalah penjemputan' },
  'complaint.category.COD': { zh: '货到付款问题', en: 'Cash on delivery', id: 'Masalah COD' },
  'complaint.category.PRODUCT': { zh: '产品建议', en: 'Products', id: 'Produk' },
  'complaint.category.WEBSITE': { zh: '网站建议', en: 'Website', id: 'Situs web' },
  'complaint.category.SERVICE': { zh: '服务建议', en: 'Service', id: 'Layanan' },
  'complaint.category.OTHER': { zh: '其他', en: 'Other', id: 'Lainnya' },
};
