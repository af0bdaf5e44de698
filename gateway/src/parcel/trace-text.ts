import type { Localized } from '../lib/locale/locale';
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
  },
  PICKUP_SCAN: {
    zh: '【{networkName}】快递员 {operatorName} 已揽收',
    en: '[{networkName}] Picked up by courier {operatorName}',
    id: '[{networkName}] Paket telah dijemput oleh kurir {operatorName}',
  },
  DEPART_SCAN: {
    zh: '快件已从【{networkName}】发出',
    en: 'Parcel departed from [{networkName}]',
    id: 'Paket telah dikirim dari [{networkName}]',
  },
  TRANSIT_ARRIVAL: {
    zh: '快件已到达转运中心【{networkName}】',
    en: 'Parcel arrived at sorting centre [{networkName}]',
    id: 'Paket telah tiba di pusat sortir [{networkName}]',
  },
  ARRIVAL_SCAN: {
    zh: '快件已到达目的网点【{networkName}】',
    en: 'Parcel arrived at destination hub [{networkName}]',
    id: 'Paket telah tiba di gerai tujuan [{networkName}]',
  },
  DELIVERY_SCAN: {
    zh: '快递员 {operatorName} 正在派送',
    en: 'Courier {operatorName} is delivering your parcel',
    id: 'Kurir {operatorName} sedang mengantar paket',
  },
  SIGNED: {
    zh: '快件已签收，签收网点【{networkName}】',
    en: 'Delivered and signed for, hub [{networkName}]',
    id: 'Paket telah diterima, gerai [{networkName}]',
  },
  PROBLEM_ADDRESS: {
    zh: '收件地址不详，快件暂存【{networkName}】',
    en: 'Address incomplete, parcel held at [{networkName}]',
    id: 'Alamat tidak lengkap, paket ditahan di [{networkName}]',
  },
  PROBLEM_ABSENT: {
    zh: '收件人不在，将再次派送',
    en: 'Receiver not at home, delivery will be retried',
    id: 'Penerima tidak di tempat, akan diantar ulang',
  },
  RETURN_STARTED: {
    zh: '快件退回寄件人，已从【{networkName}】发出',
    en: 'Returning to sender, departed from [{networkName}]',
    id: 'Paket diretur ke pengirim, dikirim dari [{networkName}]',
  },
  RETURN_SIGNED: {
    zh: '退回件已由寄件人签收',
    en: 'Returned parcel received by the sender',
    id: 'Paket retur telah diterima pengirim',
  },
  ORDER_CANCELLED: {
    zh: '订单已取消',
    en: 'Order cancelled',
    id: 'Pesanan dibatalkan',
  },
  ADDRESS_UPDATED: {
    zh: '寄件人已修改收件地址',
    en: 'Receiver address changed by the sender',
    id: 'Alamat penerima diubah oleh pengirim',
  },
} satisfies Record<string, Localized>;

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
  const text = (TRACE_DESCRIPTIONS as Record<string, Localized>)[code];
  if (!text) return code;
  return fill(pick(text, language), { ...params, operatorName: params.operatorName ?? '' }).trim();
}
