import type { BaseRecord } from '../../i18n/language';

/**
 * The courier's name on every label. The spec does not name the brand; waybills start with JP, so
 * the label carries the same letters.
 */
export const COURIER_NAME = 'JP EXPRESS';

/** Captions printed on a label, in the request's language. */
export interface LabelTexts {
  receiver: string;
  sender: string;
  goods: string;
  pieces: string;
  weight: string;
  orderNo: string;
  orderDate: string;
  remark: string;
  freight: string;
  insurance: string;
  codFee: string;
  discount: string;
  total: string;
}

export const LABEL_TEXTS: BaseRecord<LabelTexts> = {
  zh: {
    receiver: '收件人',
    sender: '寄件人',
    goods: '物品',
    pieces: '件数',
    weight: '重量',
    orderNo: '订单号',
    orderDate: '下单时间',
    remark: '备注',
    freight: '运费',
    insurance: '保价费',
    codFee: '代收手续费',
    discount: '优惠',
    total: '合计',
  },
  en: {
    receiver: 'Receiver',
    sender: 'Sender',
    goods: 'Goods',
    pieces: 'Pcs',
    weight: 'Weight',
    orderNo: 'Order no.',
    orderDate: 'Order date',
    remark: 'Remark',
    freight: 'Freight',
    insurance: 'Insurance',
    codFee: 'COD fee',
    discount: 'Discount',
    total: 'Total',
  },
  id: {
    receiver: 'Penerima',
    sender: 'Pengirim',
    goods: 'Barang',
    pieces: 'Koli',
    weight: 'Berat',
    orderNo: 'No. pesanan',
    orderDate: 'Tgl. pesanan',
    remark: 'Catatan',
    freight: 'Ongkir',
    insurance: 'Asuransi',
    codFee: 'Biaya COD',
    discount: 'Diskon',
    total: 'Total',
  },
};
