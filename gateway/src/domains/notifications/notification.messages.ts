/**
 * The notification centre's texts, registered into the gateway catalogue when its routes load.
 * `notification.<kind>.title` / `.body` are what the domains pass to notify() (the row keeps the
 * key and its params, so each user reads it in their own language); the rest are error messages.
 */
export const notificationTexts = {
  'notification.importFinished.title': {
    zh: '订单导入完成',
    en: 'Order import finished',
    id: 'Impor pesanan selesai',
  },
  'notification.importFinished.body': {
    zh: '{fileName}：成功创建 {success} 个订单，{failed} 行失败。',
    en: '{fileName}: {success} orders created, {failed} rows failed.',
    id: '{fileName}: {success} pesanan berhasil dibuat, {failed} baris gagal.',
  },
  'notification.importFailed.title': {
    zh: '订单导入失败',
    en: 'Order import failed',
    id: 'Impor pesanan gagal',
  },
  'notification.importFailed.body': {
    zh: '{fileName} 未能导入，请下载错误清单修改后重新上传。',
    en: '{fileName} could not be imported. Download the error list, correct it and upload it again.',
    id: '{fileName} tidak dapat diimpor. Unduh daftar kesalahan, perbaiki, lalu unggah kembali.',
  },
  'notification.exportReady.title': {
    zh: '导出文件已就绪',
    en: 'Export ready',
    id: 'Ekspor siap diunduh',
  },
  'notification.exportReady.body': {
    zh: '{exportName}（{rows} 行）可下载至 {expiresAt}。',
    en: '{exportName} ({rows} rows) can be downloaded until {expiresAt}.',
    id: '{exportName} ({rows} baris) dapat diunduh hingga {expiresAt}.',
  },
  'notification.exportFailed.title': {
    zh: '导出失败',
    en: 'Export failed',
    id: 'Ekspor gagal',
  },
  'notification.exportFailed.body': {
    zh: '{exportName} 未能生成，请在下载中心重试。',
    en: '{exportName} could not be prepared. Please try again from the download centre.',
    id: '{exportName} gagal disiapkan. Silakan coba lagi dari pusat unduhan.',
  },
  'notification.codBatchToVerify.title': {
    zh: 'COD 批次待核对',
    en: 'COD batch to verify',
    id: 'Batch COD menunggu verifikasi',
  },
  'notification.codBatchToVerify.body': {
    zh: '批次 {batchNo} 含 {count} 个运单，金额 {amount}，请于 {deadline} 前核对。',
    en: 'Batch {batchNo} holds {count} waybills worth {amount}. Please verify it before {deadline}.',
    id: 'Batch {batchNo} berisi {count} resi senilai {amount}. Mohon verifikasi sebelum {deadline}.',
  },
  'notification.codBatchToVerify.body.noAmount': {
    zh: '批次 {batchNo} 含 {count} 个运单，请于 {deadline} 前核对。',
    en: 'Batch {batchNo} holds {count} waybills. Please verify it before {deadline}.',
    id: 'Batch {batchNo} berisi {count} resi. Mohon verifikasi sebelum {deadline}.',
  },
  'notification.ticketAnswered.title': {
    zh: '工单已回复',
    en: 'Ticket answered',
    id: 'Tiket telah dijawab',
  },
  'notification.ticketAnswered.body': {
    zh: '客服已回复您的工单 {ticketNo}（运单 {billCode}）。',
    en: 'Customer service has answered your ticket {ticketNo} (waybill {billCode}).',
    id: 'Layanan pelanggan telah menjawab tiket {ticketNo} (resi {billCode}).',
  },
  'notification.parcelHeld.title': {
    zh: '包裹滞留仓库',
    en: 'Parcel held in the warehouse',
    id: 'Paket tertahan di gudang',
  },
  'notification.parcelHeld.body': {
    // reason: the held reason's name in every language; deadline: the real decision deadline, WIB
    zh: '运单 {billCode} 滞留于 {place}：{reason}。请在 {deadline}（WIB）前决定处理方式。',
    en: 'Waybill {billCode} is held at {place}: {reason}. Please decide what to do before {deadline} WIB.',
    id: 'Resi {billCode} tertahan di {place}: {reason}. Mohon tentukan tindakan sebelum {deadline} WIB.',
  },
  'notification.claimDecided.title': {
    zh: '理赔已有结果',
    en: 'Claim decided',
    id: 'Klaim telah diputuskan',
  },
  'notification.claimDecided.body': {
    zh: '运单 {billCode} 的理赔 {claimNo} 已批准，赔付 {amount}。',
    en: 'Claim {claimNo} for waybill {billCode} was approved: {amount} will be paid.',
    id: 'Klaim {claimNo} untuk resi {billCode} disetujui: {amount} akan dibayarkan.',
  },
  'notification.claimDecided.body.noAmount': {
    zh: '运单 {billCode} 的理赔 {claimNo} 已批准。',
    en: 'Claim {claimNo} for waybill {billCode} was approved.',
    id: 'Klaim {claimNo} untuk resi {billCode} disetujui.',
  },
  'notification.maintenance.title': {
    zh: '系统维护通知',
    en: 'Scheduled maintenance',
    id: 'Pemeliharaan sistem terjadwal',
  },
  'notification.maintenance.body': {
    zh: '门户将于 {date} {from}–{to}（WIB）暂停服务。',
    en: 'The portal will be unavailable on {date} from {from} to {to} WIB.',
    id: 'Portal tidak dapat diakses pada {date} pukul {from}–{to} WIB.',
  },
  'notification.newLogin.title': {
    zh: '新设备登录提醒',
    en: 'New sign-in to your account',
    id: 'Login baru ke akun Anda',
  },
  'notification.newLogin.body': {
    zh: '账号 {loginCode} 于 {time}（WIB）在新设备登录。如非本人操作，请立即修改密码。',
    en: 'Account {loginCode} signed in from a new device at {time} WIB. If this was not you, change your password now.',
    id: 'Akun {loginCode} masuk dari perangkat baru pada {time} WIB. Jika bukan Anda, segera ganti kata sandi.',
  },
  'notification.notYours': {
    zh: '部分通知不存在或不属于您，未做任何标记',
    en: 'some of these notifications do not exist or are not yours; nothing was marked as read',
    id: 'sebagian notifikasi tidak ditemukan atau bukan milik Anda; tidak ada yang ditandai dibaca',
  },
  'notification.notFound': {
    zh: '通知不存在',
    en: 'this notification does not exist',
    id: 'notifikasi tidak ditemukan',
  },
  'notification.noFile': {
    zh: '该通知没有可下载的文件',
    en: 'this notification has no file to download',
    id: 'notifikasi ini tidak memiliki berkas untuk diunduh',
  },
};

/** The notifications a domain can send: the key stem of its title and body. */
export const NOTIFICATION_KINDS = [
  'importFinished',
  'importFailed',
  'exportReady',
  'exportFailed',
  'codBatchToVerify',
  'ticketAnswered',
  'parcelHeld',
  'claimDecided',
  'maintenance',
  'newLogin',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
