/** Messages of the COD calls and jobs (zh, en, id), registered when the finance routes load. */
export const codMessages = {
  'cod.mail.subject': {
    zh: 'COD对账单 {batchNo}',
    en: 'COD statement {batchNo}',
    id: 'Laporan COD {batchNo}',
  },
  'cod.mail.body': {
    zh: '您的COD对账单 {batchNo}（{count} 个运单，净打款 {amount}）已生成。请在门户中使用验证码 {code} 打开。如未处理，将于 {day} 自动确认。',
    en: 'Your COD statement {batchNo} ({count} waybills, net payout {amount}) is ready. Open it in the portal with the code {code}. Unanswered, it is agreed automatically on {day}.',
    id: 'Laporan COD Anda {batchNo} ({count} resi, pembayaran bersih {amount}) sudah siap. Buka di portal dengan kode {code}. Jika tidak ditanggapi, laporan disetujui otomatis pada {day}.',
  },
  'bank.mail.subject': {
    zh: '确认修改收款账户',
    en: 'Confirm your payout bank account change',
    id: 'Konfirmasi perubahan rekening pembayaran',
  },
  'bank.mail.body': {
    zh: '将COD收款账户修改为 {account} 的验证码是 {code}。修改后COD打款暂停一天。',
    en: 'Your code to change the COD payout account to {account} is {code}. COD payouts pause for a day after the change.',
    id: 'Kode Anda untuk mengubah rekening pembayaran COD ke {account} adalah {code}. Pembayaran COD ditunda satu hari setelah perubahan.',
  },
  'bank.mainAccountOnly': {
    zh: '只有主账号可以修改收款账户',
    en: 'only the main account can change the payout bank account',
    id: 'hanya akun utama yang dapat mengubah rekening pembayaran',
  },
  'bank.noEmail': {
    zh: '主账号未绑定邮箱',
    en: 'the main account has no bound e-mail',
    id: 'akun utama belum memiliki e-mail terikat',
  },
  'bank.wrongCode': {
    zh: '验证码错误或已过期',
    en: 'the code is wrong or has expired',
    id: 'kode salah atau sudah kedaluwarsa',
  },
  'cod.templateName': {
    zh: 'COD申诉模板',
    en: 'cod-return-apply-template',
    id: 'template-keberatan-cod',
  },
  'cod.payoutBadDay': {
    zh: '开始日期不是有效日期（yyyy-MM-dd）',
    en: 'the start day is not a real day (yyyy-MM-dd)',
    id: 'tanggal mulai bukan tanggal yang valid (yyyy-MM-dd)',
  },
  'cod.batchUnknown': {
    zh: '对账批次不存在',
    en: 'this COD batch does not exist',
    id: 'batch COD tidak ditemukan',
  },
  'cod.batchClosed': {
    zh: '该批次已不可修改',
    en: 'this COD batch can no longer be changed',
    id: 'batch COD ini tidak dapat diubah lagi',
  },
  'cod.alreadyVerified': {
    zh: '该批次已核验',
    en: 'this COD batch has already been verified',
    id: 'batch COD ini sudah diverifikasi',
  },
  'cod.wrongCode': {
    zh: '验证码错误，还可尝试 {triesLeft} 次',
    en: 'wrong code: {triesLeft} tries left',
    id: 'kode salah: sisa {triesLeft} percobaan',
  },
  'cod.codeLockedNoMail': {
    zh: '验证码连续错误 {tries} 次已锁定；今日已发送 {max} 个验证码，请明天再申请新验证码',
    en: 'the code was wrong {tries} times and is locked; {max} codes were sent today, ask for a new code tomorrow',
    id: 'kode salah {tries} kali dan dikunci; {max} kode sudah dikirim hari ini, minta kode baru besok',
  },
  'cod.codeMailLimit': {
    zh: '今日已发送 {max} 个验证码，请明天再试',
    en: '{max} codes were sent for this statement today; please try again tomorrow',
    id: '{max} kode sudah dikirim untuk laporan ini hari ini; silakan coba lagi besok',
  },
  'cod.codeLocked': {
    zh: '验证码连续错误 {tries} 次已锁定，新验证码已发送至绑定邮箱',
    en: 'the code was wrong {tries} times and is locked; a new code has been sent to your e-mail',
    id: 'kode salah {tries} kali dan dikunci; kode baru telah dikirim ke e-mail Anda',
  },
  'cod.notVerified': {
    zh: '请先用邮件验证码打开对账单',
    en: 'open the statement with the code from the mail first',
    id: 'buka dulu laporan dengan kode dari e-mail',
  },
  'cod.alreadyAgreed': {
    zh: '该批次已确认',
    en: 'this COD batch has already been agreed',
    id: 'batch COD ini sudah disetujui',
  },
  'cod.alreadyAutoAgreed': {
    zh: '该批次已自动确认',
    en: 'this COD batch was already agreed automatically',
    id: 'batch COD ini sudah disetujui otomatis',
  },
  'cod.notAdjusted': {
    zh: '该批次没有待确认的调整',
    en: 'this COD batch has no adjustment to confirm',
    id: 'batch COD ini tidak memiliki penyesuaian untuk dikonfirmasi',
  },
  'cod.lineNotInBatch': {
    zh: '明细 {lineId} 不属于该批次',
    en: 'line {lineId} is not part of this batch',
    id: 'baris {lineId} bukan bagian dari batch ini',
  },
  'cod.lineDisputed': {
    zh: '运单 {billCode} 已在申诉中',
    en: 'waybill {billCode} is already disputed',
    id: 'resi {billCode} sudah diajukan keberatan',
  },
  'cod.lineTwice': {
    zh: '同一明细不能重复申诉',
    en: 'a line can be disputed only once per request',
    id: 'satu baris hanya dapat diajukan sekali per permintaan',
  },
  'cod.disputeUnknown': {
    zh: '申诉不存在或已处理',
    en: 'this dispute does not exist or is resolved',
    id: 'keberatan tidak ditemukan atau sudah diselesaikan',
  },
  'cod.proofMissing': {
    zh: '请上传至少一个凭证文件',
    en: 'attach at least one proof file',
    id: 'lampirkan minimal satu file bukti',
  },
  'cod.proofType': {
    zh: '凭证文件只能是 jpg、png 或 pdf',
    en: 'a proof file must be a jpg, png or pdf',
    id: 'file bukti harus berupa jpg, png, atau pdf',
  },
  'cod.proofTooLarge': {
    zh: '凭证文件不能超过 {maxMb} MB，最多 {limit} 个',
    en: 'proof files may be at most {maxMb} MB each, {limit} files at most',
    id: 'file bukti maksimal {maxMb} MB per file, paling banyak {limit} file',
  },
  'cod.badForm': {
    zh: '申诉表单不完整',
    en: 'the dispute form is incomplete',
    id: 'formulir keberatan tidak lengkap',
  },
  'cod.notify.rolledOver.title': {
    zh: 'COD 余额顺延',
    en: 'COD payout rolled over',
    id: 'Pembayaran COD ditunda',
  },
  'cod.notify.rolledOver.body': {
    zh: '待结算金额 {amount} 低于最低结算额 {minimum}，将并入下一批次。',
    en: 'The balance of {amount} is below the minimum payout of {minimum} and rolls to the next batch.',
    id: 'Saldo {amount} di bawah pembayaran minimum {minimum} dan masuk ke batch berikutnya.',
  },
  'cod.notify.rolledOver.body.noAmount': {
    zh: '待结算金额低于最低结算额，将并入下一批次。',
    en: 'The balance is below the minimum payout and rolls to the next batch.',
    id: 'Saldo di bawah pembayaran minimum dan masuk ke batch berikutnya.',
  },
  'cod.notify.paid.title': {
    zh: 'COD 已打款',
    en: 'COD batch paid',
    id: 'Batch COD dibayar',
  },
  'cod.notify.paid.body': {
    zh: '批次 {batchNo} 已打款 {amount}，转账流水号 {reference}。',
    en: 'Batch {batchNo} was paid: {amount}, transfer reference {reference}.',
    id: 'Batch {batchNo} telah dibayar: {amount}, referensi transfer {reference}.',
  },
  'cod.notify.paid.body.noAmount': {
    zh: '批次 {batchNo} 已打款，转账流水号 {reference}。',
    en: 'Batch {batchNo} was paid, transfer reference {reference}.',
    id: 'Batch {batchNo} telah dibayar, referensi transfer {reference}.',
  },
  'cod.notify.transferFailed.title': {
    zh: 'COD 打款失败',
    en: 'COD transfer failed',
    id: 'Transfer COD gagal',
  },
  'cod.notify.transferFailed.body': {
    zh: '批次 {batchNo} 转账失败，将于 {retryDay} 重试。',
    en: 'The transfer of batch {batchNo} failed; it is retried on {retryDay}.',
    id: 'Transfer batch {batchNo} gagal; akan dicoba lagi pada {retryDay}.',
  },
};
