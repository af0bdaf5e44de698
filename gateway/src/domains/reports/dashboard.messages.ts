/** Messages of the reports, registered into the gateway catalogue when the domain's routes load. */
export const dashboardMessages = {
  'report.rangeNeeded': {
    zh: '自定义时间段需要开始日期和结束日期',
    en: 'a custom period needs a start date and an end date',
    id: 'periode kustom memerlukan tanggal mulai dan tanggal akhir',
  },
  'report.rangeReversed': {
    zh: '结束日期不能早于开始日期',
    en: 'the end date cannot be before the start date',
    id: 'tanggal akhir tidak boleh sebelum tanggal mulai',
  },
  'report.rangeTooLong': {
    zh: '时间段最多 90 天，更长的请导出',
    en: 'a period covers at most 90 days; export longer ones',
    id: 'periode paling lama 90 hari; ekspor untuk periode lebih panjang',
  },
  'report.dayInvalid': {
    zh: '日期无效',
    en: 'not a valid date',
    id: 'tanggal tidak valid',
  },
};

/** The formula of each dashboard figure (its path in the KPI answer), behind the card's info icon. */
export const FORMULA_PATHS = [
  'counts.created',
  'counts.pickedUp',
  'counts.signed',
  'counts.inTransit',
  'counts.returned',
  'counts.cancelled',
  'rates.deliverySuccess',
  'rates.returnRate',
  'rates.codRefusal',
  'rates.pickupSameDay',
  'rates.firstAttempt',
  'rates.onTime',
  'rates.onTimeBusiness',
  'leadTimes.pickupMedianHours',
  'leadTimes.deliveryMedianHours',
  'leadTimes.deliveryP90Hours',
  'leadTimes.codPaidMedianDays',
  'spend.freightFee',
  'spend.insuranceFee',
  'spend.codFee',
  'spend.spendTotal',
  'spend.costPerParcel',
  'cod.collected',
  'cod.inProcess',
  'cod.paid',
  'returnCauses',
  'open.tickets',
  'open.claims',
  'open.heldNearDeadline',
] as const;

/** Formula texts, key `report.formula.<path>`. */
export const formulaMessages = {
  'report.formula.counts.created': {
    zh: '统计期内（WIB 日）创建的订单数，含已取消',
    en: 'orders created in the period (WIB days), cancelled ones included',
    id: 'pesanan yang dibuat dalam periode (hari WIB), termasuk yang dibatalkan',
  },
  'report.formula.counts.pickedUp': {
    zh: '期内创建的订单中已有揽收扫描的数量',
    en: 'of the orders created in the period, those with a pickup scan',
    id: 'dari pesanan periode ini, yang sudah dipindai jemput',
  },
  'report.formula.counts.signed': {
    zh: '期内创建的订单中当前状态为已签收的数量',
    en: 'of the orders created in the period, those delivered (status Delivered)',
    id: 'dari pesanan periode ini, yang berstatus Terkirim',
  },
  'report.formula.counts.inTransit': {
    zh: '期内创建的订单中已揽收、尚未签收/退回/取消的数量',
    en: 'of the orders created in the period, those picked up and not yet delivered, returned or cancelled',
    id: 'dari pesanan periode ini, yang sudah dijemput dan belum terkirim, diretur atau dibatalkan',
  },
  'report.formula.counts.returned': {
    zh: '期内创建的订单中当前状态为已退回的数量',
    en: 'of the orders created in the period, those returned to the sender',
    id: 'dari pesanan periode ini, yang sudah diretur ke pengirim',
  },
  'report.formula.counts.cancelled': {
    zh: '期内创建的订单中已取消的数量',
    en: 'of the orders created in the period, those cancelled',
    id: 'dari pesanan periode ini, yang dibatalkan',
  },
  'report.formula.rates.deliverySuccess': {
    zh: '签收 ÷ (签收 + 退回)，仅计已完结的包裹',
    en: 'delivered ÷ (delivered + returned), closed parcels only',
    id: 'terkirim ÷ (terkirim + diretur), hanya paket yang selesai',
  },
  'report.formula.rates.returnRate': {
    zh: '退回 ÷ (签收 + 退回)',
    en: 'returned ÷ (delivered + returned)',
    id: 'diretur ÷ (terkirim + diretur)',
  },
  'report.formula.rates.codRefusal': {
    zh: '退回的 COD 包裹 ÷ 已签收或退回的 COD 包裹',
    en: 'COD parcels returned ÷ COD parcels delivered or returned',
    id: 'paket COD diretur ÷ paket COD terkirim atau diretur',
  },
  'report.formula.rates.pickupSameDay': {
    zh: '创建当日（WIB）揽收 ÷ 已揽收',
    en: 'picked up on their creation day (WIB) ÷ picked up',
    id: 'dijemput pada hari dibuat (WIB) ÷ dijemput',
  },
  'report.formula.rates.firstAttempt': {
    zh: '期内（签收日）签收的包裹中，第一次派送即签收 ÷ 签收',
    en: 'of the parcels signed in the period (signing day): signed at the first delivery attempt ÷ signed',
    id: 'dari paket yang diterima dalam periode (hari tanda terima): diterima pada percobaan antar pertama ÷ diterima',
  },
  'report.formula.rates.onTime': {
    zh: '期内签收且有揽收扫描的包裹中，从揽收日起按自然日在产品时效天数内签收 ÷ 这些包裹',
    en: "of the parcels signed in the period with a pickup scan: signed within the product's SLA days, counted in calendar days from the pickup day ÷ those parcels",
    id: 'dari paket yang diterima dalam periode dan sudah dijemput: diterima dalam hari SLA produk, dihitung hari kalender sejak hari jemput ÷ paket tersebut',
  },
  'report.formula.rates.onTimeBusiness': {
    zh: '同上，按工作日计算：不计周日和节假日',
    en: 'the same in business days: Sundays and holidays not counted',
    id: 'sama, dalam hari kerja: hari Minggu dan hari libur tidak dihitung',
  },
  'report.formula.leadTimes.pickupMedianHours': {
    zh: '从下单到首次揽收扫描的小时数中位数（取整）',
    en: 'median whole hours from order to its first pickup scan',
    id: 'median jam penuh dari pesanan ke pindai jemput pertama',
  },
  'report.formula.leadTimes.deliveryMedianHours': {
    zh: '从揽收到签收的小时数中位数（取整）',
    en: 'median whole hours from pickup to delivery',
    id: 'median jam penuh dari jemput sampai terkirim',
  },
  'report.formula.leadTimes.deliveryP90Hours': {
    zh: '从揽收到签收的小时数第 90 百分位（取整）',
    en: '90th percentile of whole hours from pickup to delivery',
    id: 'persentil ke-90 jam penuh dari jemput sampai terkirim',
  },
  'report.formula.leadTimes.codPaidMedianDays': {
    zh: '期内签收且已回款的 COD 明细中，从签收日到回款日的天数中位数',
    en: 'of the COD lines delivered in the period and paid out: median days from the delivery day to the payout day',
    id: 'dari baris COD yang terkirim dalam periode dan sudah dibayarkan: median hari dari hari terkirim ke hari pembayaran',
  },
  'report.formula.spend.freightFee': {
    zh: '期内创建且未取消订单的运费合计',
    en: 'freight of the orders created in the period and not cancelled',
    id: 'ongkir pesanan periode ini yang tidak dibatalkan',
  },
  'report.formula.spend.insuranceFee': {
    zh: '期内创建且未取消订单的保价费合计',
    en: 'insurance fees of the orders created in the period and not cancelled',
    id: 'biaya asuransi pesanan periode ini yang tidak dibatalkan',
  },
  'report.formula.spend.codFee': {
    zh: '期内创建且未取消订单的 COD 手续费合计',
    en: 'COD fees of the orders created in the period and not cancelled',
    id: 'biaya COD pesanan periode ini yang tidak dibatalkan',
  },
  'report.formula.spend.spendTotal': {
    zh: '运费 + 保价费 + COD 手续费',
    en: 'freight + insurance + COD fee',
    id: 'ongkir + asuransi + biaya COD',
  },
  'report.formula.spend.costPerParcel': {
    zh: '总费用 ÷ 未取消的订单数',
    en: 'total spend ÷ orders not cancelled',
    id: 'total biaya ÷ pesanan yang tidak dibatalkan',
  },
  'report.formula.cod.collected': {
    zh: '期内创建订单中收件人已支付的 COD 金额（已代收、批次中、争议中、已回款）',
    en: 'COD amounts the receivers paid, of the orders created in the period (collected, in a batch, disputed, paid out)',
    id: 'nilai COD yang sudah dibayar penerima, dari pesanan periode ini (tertagih, dalam batch, sengketa, dibayarkan)',
  },
  'report.formula.cod.inProcess': {
    zh: '已代收、尚未回款给寄件人的 COD 金额',
    en: 'COD collected and not yet paid out to you',
    id: 'COD tertagih yang belum dibayarkan kepada Anda',
  },
  'report.formula.cod.paid': {
    zh: '已回款给寄件人的 COD 金额',
    en: 'COD paid out to you',
    id: 'COD yang sudah dibayarkan kepada Anda',
  },
  'report.formula.returnCauses': {
    zh: '期内（WIB 日）开始退回的包裹，按原因统计',
    en: 'parcels whose return started in the period (WIB days), by reason',
    id: 'paket yang returnya dimulai dalam periode (hari WIB), per alasan',
  },
  'report.formula.open.tickets': {
    zh: '当前未解决或未关闭的工单',
    en: 'tickets not resolved or closed now',
    id: 'tiket yang belum selesai atau ditutup saat ini',
  },
  'report.formula.open.claims': {
    zh: '当前未驳回或未赔付的理赔',
    en: 'claims not rejected or paid now',
    id: 'klaim yang belum ditolak atau dibayar saat ini',
  },
  'report.formula.open.heldNearDeadline': {
    zh: '等待您决定、24 小时内到期的滞留件',
    en: 'held parcels awaiting your decision whose deadline is within 24 hours',
    id: 'paket tertahan yang menunggu keputusan Anda dengan batas waktu dalam 24 jam',
  },
};
