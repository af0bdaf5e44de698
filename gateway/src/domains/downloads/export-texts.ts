import { LANGS, type Translated } from '../../i18n/language';

/**
 * Column headers and labels that several domains' files share, in the seven languages (the
 * frontends' wording: texts.<lang>.ts of remote-orders common). A text without one of the seven
 * does not compile.
 */
export const EXPORT_TEXTS = {
  waybillNo: {
    zh: '运单号',
    en: 'Waybill no.',
    id: 'No. resi',
    th: 'เลขที่ใบนำส่ง',
    km: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
    ms: 'Nombor waybill',
    vi: 'Mã vận đơn',
  },
  customerOrderNo: {
    zh: '客户订单号',
    en: 'Customer order no.',
    id: 'No. pesanan',
    th: 'เลขที่ออเดอร์ของลูกค้า',
    km: 'លេខការកុម្ម៉ង់របស់អតិថិជន',
    ms: 'No. pesanan pelanggan',
    vi: 'Mã đơn của khách',
  },
  orderNo: {
    zh: '客户单号',
    en: 'Order no.',
    id: 'No. pesanan',
    th: 'เลขที่ออเดอร์',
    km: 'លេខការកុម្ម៉ង់',
    ms: 'No. pesanan',
    vi: 'Mã đơn hàng',
  },
  status: {
    zh: '状态',
    en: 'Status',
    id: 'Status',
    th: 'สถานะ',
    km: 'ស្ថានភាព',
    ms: 'Status',
    vi: 'Trạng thái',
  },
  receiver: {
    zh: '收件人',
    en: 'Receiver',
    id: 'Penerima',
    th: 'ผู้รับ',
    km: 'អ្នកទទួល',
    ms: 'Penerima',
    vi: 'Người nhận',
  },
  receiverPhone: {
    zh: '收件人电话',
    en: 'Receiver phone',
    id: 'Telepon penerima',
    th: 'โทรศัพท์ผู้รับ',
    km: 'ទូរស័ព្ទអ្នកទទួល',
    ms: 'Telefon penerima',
    vi: 'SĐT người nhận',
  },
  receiverCity: {
    zh: '收件城市',
    en: 'Receiver city',
    id: 'Kota penerima',
    th: 'เมืองผู้รับ',
    km: 'ក្រុងអ្នកទទួល',
    ms: 'Bandar penerima',
    vi: 'Thành phố người nhận',
  },
  product: {
    zh: '产品',
    en: 'Product',
    id: 'Produk',
    th: 'บริการ',
    km: 'សេវា',
    ms: 'Produk',
    vi: 'Dịch vụ',
  },
  province: {
    zh: '省份',
    en: 'Province',
    id: 'Provinsi',
    th: 'จังหวัด',
    km: 'ខេត្ត',
    ms: 'Wilayah',
    vi: 'Tỉnh',
  },
  city: {
    zh: '城市',
    en: 'City',
    id: 'Kota',
    th: 'เมือง',
    km: 'ក្រុង',
    ms: 'Bandar',
    vi: 'Thành phố',
  },
  batchNo: {
    zh: '批次号',
    en: 'Batch no.',
    id: 'No. batch',
    th: 'เลขที่รอบ',
    km: 'លេខបាច់',
    ms: 'No. kelompok',
    vi: 'Mã đợt',
  },
  period: {
    zh: '账期',
    en: 'Period',
    id: 'Periode',
    th: 'รอบบัญชี',
    km: 'រយៈពេល',
    ms: 'Tempoh',
    vi: 'Kỳ',
  },
  type: {
    zh: '类型',
    en: 'Type',
    id: 'Jenis',
    th: 'ประเภท',
    km: 'ប្រភេទ',
    ms: 'Jenis',
    vi: 'Loại',
  },
  reason: {
    zh: '原因',
    en: 'Reason',
    id: 'Alasan',
    th: 'สาเหตุ',
    km: 'មូលហេតុ',
    ms: 'Sebab',
    vi: 'Lý do',
  },
  createdAt: {
    zh: '创建时间',
    en: 'Created at',
    id: 'Dibuat',
    th: 'วันที่สร้าง',
    km: 'បានបង្កើត',
    ms: 'Dicipta',
    vi: 'Ngày tạo',
  },
  yes: { zh: '是', en: 'Yes', id: 'Ya', th: 'ใช่', km: 'បាទ/ចាស', ms: 'Ya', vi: 'Có' },
  no: { zh: '否', en: 'No', id: 'Tidak', th: 'ไม่ใช่', km: 'ទេ', ms: 'Tidak', vi: 'Không' },
} satisfies Record<string, Translated>;

/** The codes written as they are in every language (CODE): what the language test lets through untranslated. */
export const CODE_TEXTS = new Set<string>();

/**
 * A header that is a code or a name in every language, not a word to translate (Indonesian tax
 * names: NPWP, PPN, PPh 23).
 */
export function CODE(code: string): Translated {
  CODE_TEXTS.add(code);
  return Object.fromEntries(LANGS.map((lang) => [lang, code])) as Translated;
}
