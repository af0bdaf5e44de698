import type { Translated } from '../i18n/language';
import { fill, pick } from '../lib/locale/locale';

/**
 * Scan descriptions are stored as codes and rendered in the reader's language, with the scan's
 * location, network and operator filled in.
 */
export const TRACE_DESCRIPTIONS = {
  ORDER_CREATED: {
    zh: '订单已创建，等待快递员揽收',
    en: 'Order created, waiting for pickup',
    id: 'Pesanan dibuat, menunggu penjemputan',
    th: 'สร้างคำสั่งซื้อแล้ว รอเข้ารับพัสดุ',
    km: 'បានបង្កើតការបញ្ជាទិញ កំពុងរង់ចាំការមកយក',
    ms: 'Pesanan dicipta, menunggu pengambilan',
    vi: 'Đã tạo đơn, đang chờ lấy hàng',
  },
  PICKUP_SCAN: {
    zh: '【{networkName}】快递员 {operatorName} 已揽收',
    en: '[{networkName}] Picked up by courier {operatorName}',
    id: '[{networkName}] Paket telah dijemput oleh kurir {operatorName}',
    th: '[{networkName}] พนักงาน {operatorName} เข้ารับพัสดุแล้ว',
    km: '[{networkName}] អ្នកដឹកជញ្ជូន {operatorName} បានមកយកកញ្ចប់',
    ms: '[{networkName}] Diambil oleh kurier {operatorName}',
    vi: '[{networkName}] Nhân viên {operatorName} đã lấy hàng',
  },
  DEPART_SCAN: {
    zh: '快件已从【{networkName}】发出',
    en: 'Parcel departed from [{networkName}]',
    id: 'Paket telah dikirim dari [{networkName}]',
    th: 'พัสดุออกจาก [{networkName}] แล้ว',
    km: 'កញ្ចប់បានចេញពី [{networkName}]',
    ms: 'Bungkusan telah berlepas dari [{networkName}]',
    vi: 'Kiện hàng đã rời [{networkName}]',
  },
  TRANSIT_ARRIVAL: {
    zh: '快件已到达转运中心【{networkName}】',
    en: 'Parcel arrived at sorting centre [{networkName}]',
    id: 'Paket telah tiba di pusat sortir [{networkName}]',
    th: 'พัสดุถึงศูนย์คัดแยก [{networkName}] แล้ว',
    km: 'កញ្ចប់បានមកដល់មជ្ឈមណ្ឌលតម្រៀប [{networkName}]',
    ms: 'Bungkusan tiba di pusat pengasingan [{networkName}]',
    vi: 'Kiện hàng đã đến trung tâm phân loại [{networkName}]',
  },
  ARRIVAL_SCAN: {
    zh: '快件已到达目的网点【{networkName}】',
    en: 'Parcel arrived at destination hub [{networkName}]',
    id: 'Paket telah tiba di gerai tujuan [{networkName}]',
    th: 'พัสดุถึงศูนย์ปลายทาง [{networkName}] แล้ว',
    km: 'កញ្ចប់បានមកដល់មជ្ឈមណ្ឌលគោលដៅ [{networkName}]',
    ms: 'Bungkusan tiba di hab destinasi [{networkName}]',
    vi: 'Kiện hàng đã đến bưu cục đích [{networkName}]',
  },
  DELIVERY_SCAN: {
    zh: '快递员 {operatorName} 正在派送',
    en: 'Courier {operatorName} is delivering your parcel',
    id: 'Kurir {operatorName} sedang mengantar paket',
    th: 'พนักงาน {operatorName} กำลังนำจ่ายพัสดุของคุณ',
    km: 'អ្នកដឹកជញ្ជូន {operatorName} កំពុងដឹកកញ្ចប់របស់អ្នក',
    ms: 'Kurier {operatorName} sedang menghantar bungkusan anda',
    vi: 'Nhân viên {operatorName} đang giao kiện hàng của bạn',
  },
  SIGNED: {
    zh: '快件已签收，签收网点【{networkName}】',
    en: 'Delivered and signed for, hub [{networkName}]',
    id: 'Paket telah diterima, gerai [{networkName}]',
    th: 'ส่งถึงและเซ็นรับแล้ว ศูนย์ [{networkName}]',
    km: 'បានដឹកដល់ និងចុះហត្ថលេខាទទួល មជ្ឈមណ្ឌល [{networkName}]',
    ms: 'Dihantar dan ditandatangani, hab [{networkName}]',
    vi: 'Đã giao và ký nhận, bưu cục [{networkName}]',
  },
  PROBLEM_ADDRESS: {
    zh: '收件地址不详，快件暂存【{networkName}】',
    en: 'Address incomplete, parcel held at [{networkName}]',
    id: 'Alamat tidak lengkap, paket ditahan di [{networkName}]',
    th: 'ที่อยู่ไม่ครบถ้วน พัสดุถูกเก็บไว้ที่ [{networkName}]',
    km: 'អាសយដ្ឋានមិនពេញលេញ កញ្ចប់ត្រូវបានរក្សាទុកនៅ [{networkName}]',
    ms: 'Alamat tidak lengkap, bungkusan ditahan di [{networkName}]',
    vi: 'Địa chỉ chưa đầy đủ, kiện hàng được giữ tại [{networkName}]',
  },
  PROBLEM_ABSENT: {
    zh: '收件人不在，将再次派送',
    en: 'Receiver not at home, delivery will be retried',
    id: 'Penerima tidak di tempat, akan diantar ulang',
    th: 'ผู้รับไม่อยู่บ้าน จะนำจ่ายอีกครั้ง',
    km: 'អ្នកទទួលមិននៅផ្ទះ នឹងដឹកម្ដងទៀត',
    ms: 'Penerima tiada di rumah, penghantaran akan dicuba semula',
    vi: 'Người nhận không có nhà, sẽ giao lại',
  },
  RETURN_STARTED: {
    zh: '快件退回寄件人，已从【{networkName}】发出',
    en: 'Returning to sender, departed from [{networkName}]',
    id: 'Paket diretur ke pengirim, dikirim dari [{networkName}]',
    th: 'กำลังตีกลับไปยังผู้ส่ง ออกจาก [{networkName}] แล้ว',
    km: 'កំពុងបញ្ជូនត្រឡប់ទៅអ្នកផ្ញើ បានចេញពី [{networkName}]',
    ms: 'Dipulangkan kepada pengirim, berlepas dari [{networkName}]',
    vi: 'Đang hoàn về người gửi, đã rời [{networkName}]',
  },
  RETURN_SIGNED: {
    zh: '退回件已由寄件人签收',
    en: 'Returned parcel received by the sender',
    id: 'Paket retur telah diterima pengirim',
    th: 'ผู้ส่งได้รับพัสดุตีกลับแล้ว',
    km: 'អ្នកផ្ញើបានទទួលកញ្ចប់ដែលបញ្ជូនត្រឡប់',
    ms: 'Bungkusan pulangan diterima oleh pengirim',
    vi: 'Người gửi đã nhận kiện hàng hoàn',
  },
  ORDER_CANCELLED: {
    zh: '订单已取消',
    en: 'Order cancelled',
    id: 'Pesanan dibatalkan',
    th: 'ยกเลิกคำสั่งซื้อแล้ว',
    km: 'ការបញ្ជាទិញត្រូវបានលុបចោល',
    ms: 'Pesanan dibatalkan',
    vi: 'Đơn hàng đã hủy',
  },
  ADDRESS_UPDATED: {
    zh: '寄件人已修改收件地址',
    en: 'Receiver address changed by the sender',
    id: 'Alamat penerima diubah oleh pengirim',
    th: 'ผู้ส่งเปลี่ยนที่อยู่ผู้รับแล้ว',
    km: 'អ្នកផ្ញើបានផ្លាស់ប្ដូរអាសយដ្ឋានអ្នកទទួល',
    ms: 'Alamat penerima ditukar oleh pengirim',
    vi: 'Người gửi đã đổi địa chỉ người nhận',
  },
} satisfies Record<string, Translated>;

export type TraceDescriptionCode = keyof typeof TRACE_DESCRIPTIONS;

export interface TraceTextParams {
  location: string;
  networkName: string;
  operatorName: string | null;
}

export function renderTraceDescription(
  code: string,
  params: TraceTextParams,
  language: string | null | undefined,
): string {
  const text = (TRACE_DESCRIPTIONS as Record<string, Translated>)[code];
  if (!text) return code;
  return fill(pick(text, language), { ...params, operatorName: params.operatorName ?? '' }).trim();
}
