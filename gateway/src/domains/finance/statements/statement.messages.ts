/** Messages of the monthly statement calls and jobs (zh, en, id), registered when finance loads. */
export const statementMessages = {
  'statement.amountsHidden': {
    zh: '您的账号不显示金额，无法查看对账单发票',
    en: 'amounts are hidden for your account, so the statement invoice cannot be opened',
    id: 'nominal disembunyikan untuk akun Anda, jadi faktur tagihan tidak dapat dibuka',
  },
  'statement.notDraft': {
    zh: '对账单已开出',
    en: 'this statement has already been issued',
    id: 'tagihan ini sudah diterbitkan',
  },
  'statement.notDisputable': {
    zh: '只能对已开出且未付款的对账单提出异议',
    en: 'only an issued statement that is not paid yet can be disputed',
    id: 'hanya tagihan yang sudah diterbitkan dan belum dibayar yang dapat disanggah',
  },
  'statement.notDisputed': {
    zh: '该对账单没有待处理的异议',
    en: 'this statement has no open dispute',
    id: 'tagihan ini tidak memiliki sanggahan terbuka',
  },
  'statement.notPayable': {
    zh: '该对账单当前状态不能登记付款',
    en: 'a payment cannot be recorded on this statement in its current status',
    id: 'pembayaran tidak dapat dicatat pada tagihan ini dalam status saat ini',
  },
  'statement.badAmount': {
    zh: '金额必须是大于零的整数卢比',
    en: 'the amount must be whole rupiah above zero',
    id: 'jumlah harus rupiah bulat di atas nol',
  },
  'statement.overpaid': {
    zh: '付款金额超过未付金额',
    en: 'the payment is more than the amount outstanding',
    id: 'pembayaran melebihi jumlah yang belum dibayar',
  },
  'statement.creditTooLarge': {
    zh: '贷项金额超过该行金额或未付金额',
    en: 'the credit note is more than the line or the amount outstanding',
    id: 'nota kredit melebihi nilai baris atau jumlah yang belum dibayar',
  },
  'statement.notDunnable': {
    zh: '该对账单不会逾期',
    en: 'this statement cannot become overdue',
    id: 'tagihan ini tidak dapat menjadi jatuh tempo',
  },
  'statement.notDue': {
    zh: '尚未到期',
    en: 'not due yet',
    id: 'belum jatuh tempo',
  },
  'statement.notOverdue': {
    zh: '该对账单未逾期',
    en: 'this statement is not overdue',
    id: 'tagihan ini tidak jatuh tempo',
  },
  'statement.lineUnknown': {
    zh: '第 {lineId} 行不属于该对账单',
    en: 'line {lineId} is not a line of this statement',
    id: 'baris {lineId} bukan baris dari tagihan ini',
  },
  'statement.lineTwice': {
    zh: '同一行不能提交两次',
    en: 'the same line was sent twice',
    id: 'baris yang sama dikirim dua kali',
  },
  'statement.lineDisputed': {
    zh: '运单 {billCode} 已有异议',
    en: 'waybill {billCode} is already disputed',
    id: 'resi {billCode} sudah disanggah',
  },
  'statement.lineSettled': {
    zh: '运单 {billCode} 已在 COD 批次 {batchNo} 中结算，不能在对账单中提出异议',
    en: 'waybill {billCode} was settled in COD batch {batchNo}; it cannot be disputed on the statement',
    id: 'resi {billCode} sudah diselesaikan di batch COD {batchNo}; tidak dapat disanggah di tagihan',
  },
  'statement.descriptionRequired': {
    zh: '请填写异议说明',
    en: 'describe what is wrong with the line',
    id: 'jelaskan apa yang salah pada baris ini',
  },
  'statement.disputeUnknown': {
    zh: '该异议不存在或已处理',
    en: 'this dispute does not exist or is already resolved',
    id: 'sanggahan ini tidak ada atau sudah diselesaikan',
  },
  'statement.notify.issued.title': {
    zh: '月结对账单已开出',
    en: 'Monthly statement issued',
    id: 'Tagihan bulanan diterbitkan',
  },
  'statement.notify.issued.body': {
    zh: '{period} 月结对账单 {statementNo} 已开出，应付 {amount}，请于 {dueDay} 前付款。',
    en: 'Statement {statementNo} for {period} is issued: {amount} due by {dueDay}.',
    id: 'Tagihan {statementNo} untuk {period} telah diterbitkan: {amount} jatuh tempo {dueDay}.',
  },
  'statement.notify.issued.body.noAmount': {
    zh: '{period} 月结对账单 {statementNo} 已开出，请于 {dueDay} 前付款。',
    en: 'Statement {statementNo} for {period} is issued, due by {dueDay}.',
    id: 'Tagihan {statementNo} untuk {period} telah diterbitkan, jatuh tempo {dueDay}.',
  },
};
