/**
 * The service domain's texts: the labels of complaint categories for the portal's pickers, and the
 * refusals of held parcels, returns, tickets, claims and attachments (zh, en, id).
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

  'service.waybillNotFound': {
    zh: '未找到运单 {billCode}',
    en: 'Waybill {billCode} was not found among your parcels',
    id: 'Resi {billCode} tidak ditemukan di antara paket Anda',
  },
  'service.problem.notFound': {
    zh: '未找到滞留件 {id}',
    en: 'Held parcel {id} was not found',
    id: 'Paket tertahan {id} tidak ditemukan',
  },
  'service.problem.closed': {
    zh: '运单 {billCode} 已处理，不能再次决定',
    en: 'Waybill {billCode} is no longer waiting for your decision',
    id: 'Resi {billCode} tidak lagi menunggu keputusan Anda',
  },
  'service.problem.deadlinePassed': {
    zh: '运单 {billCode} 的决定期限已过，包裹将退回',
    en: 'The decision deadline of waybill {billCode} has passed; the parcel returns to you',
    id: 'Batas waktu keputusan resi {billCode} sudah lewat; paket dikembalikan kepada Anda',
  },
  'service.problem.attemptsUsed': {
    zh: '运单 {billCode} 已达最大派送次数，只能退回或暂存',
    en: 'Waybill {billCode} has had every delivery attempt; it can only be returned or held',
    id: 'Resi {billCode} sudah mencapai batas percobaan antar; hanya bisa diretur atau ditahan',
  },
  'service.problem.addressInvalid': {
    zh: '修改后的地址未通过校验：{detail}',
    en: 'The corrected address was refused: {detail}',
    id: 'Alamat yang diperbaiki ditolak: {detail}',
  },
  'service.return.alreadyAnswered': {
    zh: '退件 {billCode} 已确认或已拒绝',
    en: 'The return of {billCode} was already confirmed or rejected',
    id: 'Retur {billCode} sudah dikonfirmasi atau ditolak',
  },
  'service.return.notReceived': {
    zh: '退件 {billCode} 尚未送达，不能确认签收',
    en: 'The return of {billCode} has not reached you yet',
    id: 'Retur {billCode} belum sampai kepada Anda',
  },
  'service.return.photoRequired': {
    zh: '拒绝退件需要至少一张照片',
    en: 'Rejecting a return needs at least one photo',
    id: 'Menolak retur memerlukan minimal satu foto',
  },
  'service.ticket.typeUnknown': {
    zh: '工单类型 {type} 不存在',
    en: 'Ticket type {type} does not exist',
    id: 'Jenis tiket {type} tidak ada',
  },
  'service.ticket.closed': {
    zh: '工单 {ticketNo} 已关闭，不能回复',
    en: 'Ticket {ticketNo} is closed and takes no reply',
    id: 'Tiket {ticketNo} sudah ditutup dan tidak dapat dibalas',
  },
  'service.ticket.notResolved': {
    zh: '工单 {ticketNo} 尚未解决，暂不能评价',
    en: 'Ticket {ticketNo} is not resolved yet and cannot be rated',
    id: 'Tiket {ticketNo} belum selesai dan belum dapat dinilai',
  },
  'service.ticket.alreadyRated': {
    zh: '工单 {ticketNo} 已评价',
    en: 'Ticket {ticketNo} was already rated',
    id: 'Tiket {ticketNo} sudah dinilai',
  },
  'service.ticket.notReopenable': {
    zh: '工单 {ticketNo} 不能重新打开（仅已解决的工单，最多 {max} 次）',
    en: 'Ticket {ticketNo} cannot be reopened (only a resolved ticket, at most {max} times)',
    id: 'Tiket {ticketNo} tidak dapat dibuka kembali (hanya tiket selesai, maksimal {max} kali)',
  },
  'service.attachment.tooMany': {
    zh: '附件最多 {max} 个',
    en: 'At most {max} attachments',
    id: 'Maksimal {max} lampiran',
  },
  'service.attachment.tooLarge': {
    zh: '每个附件不能超过 {maxMb} MB',
    en: 'Each attachment must be at most {maxMb} MB',
    id: 'Setiap lampiran maksimal {maxMb} MB',
  },
  'service.attachment.wrongType': {
    zh: '附件类型不支持（仅图片或 PDF）',
    en: 'This type of attachment is not accepted (images or PDF only)',
    id: 'Jenis lampiran tidak diterima (hanya gambar atau PDF)',
  },
  'service.attachment.unknown': {
    zh: '附件未找到，请重新上传',
    en: 'An attachment was not found; please upload it again',
    id: 'Lampiran tidak ditemukan; silakan unggah ulang',
  },
  'service.claim.windowClosed': {
    zh: '运单 {billCode} 已超过 {days} 天的理赔申请期限',
    en: 'The {days}-day window to claim for waybill {billCode} has closed',
    id: 'Batas {days} hari untuk klaim resi {billCode} sudah lewat',
  },
  'service.claim.notDelivered': {
    zh: '运单 {billCode} 尚未签收，不能申请破损、少件或延误理赔',
    en: 'Waybill {billCode} has not been received; damage, partial or lateness claims start at receipt',
    id: 'Resi {billCode} belum diterima; klaim rusak, kurang atau terlambat dimulai saat diterima',
  },
  'service.claim.delivered': {
    zh: '运单 {billCode} 已签收，不能申请丢失理赔',
    en: 'Waybill {billCode} was delivered and cannot be claimed as lost',
    id: 'Resi {billCode} sudah terkirim dan tidak dapat diklaim hilang',
  },
  'service.claim.overCap': {
    zh: '理赔金额 {amount} 超过上限 {cap}',
    en: 'The amount claimed ({amount}) is above the cap ({cap})',
    id: 'Jumlah klaim ({amount}) melebihi batas ({cap})',
  },
  'service.claim.photosNeeded': {
    zh: '请至少添加 {count} 张货物照片（或开箱视频截图）',
    en: 'add at least {count} photo(s) of the goods (or stills of the unboxing video)',
    id: 'tambahkan minimal {count} foto barang (atau potongan video unboxing)',
  },
  'service.claim.nothingToPay': {
    zh: '该运单的理赔上限为 0',
    en: 'The cap of this waybill is 0: nothing can be claimed',
    id: 'Batas klaim resi ini 0: tidak ada yang dapat diklaim',
  },
  'service.claim.alreadyFiled': {
    zh: '运单 {billCode} 已有理赔申请',
    en: 'Waybill {billCode} already has a claim',
    id: 'Resi {billCode} sudah memiliki klaim',
  },
  'service.claim.formula.INSURED': {
    zh: '已保价：按声明价值 {declaredValue} 赔付（上限 {ceiling}）',
    en: 'Insured: up to the declared value {declaredValue} (ceiling {ceiling})',
    id: 'Diasuransikan: hingga nilai barang {declaredValue} (batas {ceiling})',
  },
  'service.claim.formula.INSURED.noAmount': {
    zh: '已保价：按声明价值赔付（不超过上限）',
    en: 'Insured: up to the declared value (within the ceiling)',
    id: 'Diasuransikan: hingga nilai barang yang dideklarasikan (dalam batas)',
  },
  'service.claim.formula.UNINSURED': {
    zh: '未保价：{multiplier} 倍运费 {feeMultiple}、货值 {goodsValue} 与上限 {ceiling} 中的最低者',
    en: 'Uninsured: the lowest of {multiplier}x the shipping fee ({feeMultiple}), the goods value ({goodsValue}) and the ceiling ({ceiling})',
    id: 'Tidak diasuransikan: terendah dari {multiplier}x ongkir ({feeMultiple}), nilai barang ({goodsValue}) dan batas ({ceiling})',
  },
  'service.claim.formula.UNINSURED.noAmount': {
    zh: '未保价：{multiplier} 倍运费、货值与上限中的最低者',
    en: 'Uninsured: the lowest of {multiplier}x the shipping fee, the goods value and the ceiling',
    id: 'Tidak diasuransikan: terendah dari {multiplier}x ongkir, nilai barang dan batas',
  },
  'service.claim.formula.cod': {
    zh: '（货到付款：货值 = 代收款 − 运费 − COD 手续费 − 增值税 {vat}）',
    en: ' (COD: goods value = COD amount − shipping − COD fee − VAT {vat})',
    id: ' (COD: nilai barang = nilai COD − ongkir − biaya COD − PPN {vat})',
  },
  'service.claim.formula.cod.noAmount': {
    zh: '（货到付款：货值 = 代收款 − 运费 − COD 手续费 − 增值税）',
    en: ' (COD: goods value = COD amount − shipping − COD fee − VAT)',
    id: ' (COD: nilai barang = nilai COD − ongkir − biaya COD − PPN)',
  },
  'service.notify.deadlineSoon.title': {
    zh: '滞留件即将到期',
    en: 'Decision due soon',
    id: 'Batas keputusan segera tiba',
  },
  'service.notify.deadlineSoon.body': {
    zh: '运单 {billCode} 的处理期限将在 {hours} 小时内到期，逾期将自动退回。',
    en: 'Waybill {billCode} needs your decision within {hours} hours, or it returns to you.',
    id: 'Resi {billCode} memerlukan keputusan Anda dalam {hours} jam, atau paket diretur.',
  },
  'service.ticket.illegalTransition': {
    zh: '工单 {ticketNo} 不能从 {from} 变为 {to}',
    en: 'Ticket {ticketNo} cannot go from {from} to {to}',
    id: 'Tiket {ticketNo} tidak dapat berubah dari {from} ke {to}',
  },
  'service.claim.illegalTransition': {
    zh: '理赔 {claimNo} 不能从 {from} 变为 {to}',
    en: 'Claim {claimNo} cannot go from {from} to {to}',
    id: 'Klaim {claimNo} tidak dapat berubah dari {from} ke {to}',
  },
  'service.claim.notWaitingForDocuments': {
    zh: '理赔 {claimNo} 当前不需要补充材料',
    en: 'Claim {claimNo} is not waiting for documents',
    id: 'Klaim {claimNo} tidak sedang menunggu dokumen',
  },
  'service.claim.notRejected': {
    zh: '理赔 {claimNo} 未被拒绝，不能申诉',
    en: 'Claim {claimNo} was not rejected and cannot be appealed',
    id: 'Klaim {claimNo} tidak ditolak dan tidak dapat diajukan banding',
  },
  'service.claim.alreadyAppealed': {
    zh: '理赔 {claimNo} 已申诉过一次，不能再次申诉',
    en: 'Claim {claimNo} was already appealed once',
    id: 'Klaim {claimNo} sudah pernah diajukan banding',
  },
  'service.claim.appealWindowClosed': {
    zh: '理赔 {claimNo} 的 {days} 天申诉期限已过',
    en: 'The {days}-day window to appeal claim {claimNo} has closed',
    id: 'Batas {days} hari untuk banding klaim {claimNo} sudah lewat',
  },
  'service.claim.infoRequest.PHOTOS': {
    zh: '请上传货物破损或缺件的照片（或开箱视频截图）',
    en: 'Please add photos of the damaged or missing goods (or stills of the unboxing video)',
    id: 'Mohon tambahkan foto barang yang rusak atau kurang (atau cuplikan video unboxing)',
  },
  'service.attachment.linkInvalid': {
    zh: '文件链接无效',
    en: 'This file link is not valid',
    id: 'Tautan berkas ini tidak valid',
  },
  'service.attachment.linkExpired': {
    zh: '文件链接已过期，请刷新页面后重试',
    en: 'This file link has expired; reload the page and try again',
    id: 'Tautan berkas ini sudah kedaluwarsa; muat ulang halaman dan coba lagi',
  },
  'service.notify.ticketEscalated.title': {
    zh: '工单已升级处理',
    en: 'Ticket escalated',
    id: 'Tiket dieskalasi',
  },
  'service.notify.ticketEscalated.body': {
    zh: '工单 {ticketNo}（运单 {billCode}）已超过处理时限，已升级至客服主管优先处理。',
    en: 'Ticket {ticketNo} (waybill {billCode}) passed its service time and was escalated to a supervisor.',
    id: 'Tiket {ticketNo} (resi {billCode}) melewati batas waktu layanan dan dieskalasi ke supervisor.',
  },
  'service.notify.claimInfoRequested.title': {
    zh: '理赔需补充材料',
    en: 'Claim needs documents',
    id: 'Klaim memerlukan dokumen',
  },
  'service.notify.claimInfoRequested.body': {
    zh: '运单 {billCode} 的理赔 {claimNo} 需要补充材料，请在理赔详情中上传。',
    en: 'Claim {claimNo} for waybill {billCode} needs more documents; please add them to the claim.',
    id: 'Klaim {claimNo} untuk resi {billCode} memerlukan dokumen tambahan; mohon tambahkan pada klaim.',
  },
  'service.notify.claimRejected.title': {
    zh: '理赔已有结果',
    en: 'Claim decided',
    id: 'Klaim telah diputuskan',
  },
  'service.notify.claimRejected.body': {
    zh: '运单 {billCode} 的理赔 {claimNo} 未获批准，您可以申诉一次。',
    en: 'Claim {claimNo} for waybill {billCode} was rejected; you may appeal it once.',
    id: 'Klaim {claimNo} untuk resi {billCode} ditolak; Anda dapat mengajukan banding satu kali.',
  },
  'service.notify.claimPaid.title': {
    zh: '理赔已赔付',
    en: 'Claim paid',
    id: 'Klaim telah dibayar',
  },
  'service.notify.claimPaid.body': {
    zh: '理赔 {claimNo}（运单 {billCode}）已通过银行转账赔付 {amount}，转账编号 {reference}。',
    en: 'Claim {claimNo} (waybill {billCode}) was paid: {amount} by bank transfer, reference {reference}.',
    id: 'Klaim {claimNo} (resi {billCode}) telah dibayar: {amount} via transfer bank, referensi {reference}.',
  },
  'service.notify.claimPaid.body.noAmount': {
    zh: '理赔 {claimNo}（运单 {billCode}）已通过银行转账赔付，转账编号 {reference}。',
    en: 'Claim {claimNo} (waybill {billCode}) was paid by bank transfer, reference {reference}.',
    id: 'Klaim {claimNo} (resi {billCode}) telah dibayar via transfer bank, referensi {reference}.',
  },
  'service.unknown': { zh: '未知', en: 'unknown', id: 'tidak diketahui' },
};
