/** Messages of the tracking routes, registered into the gateway catalogue when the routes load. */
export const ordersMessages = {
  'orders.arrivalUnavailable': {
    zh: '运单 {billCode} 已取消或退回，无法预估到达时间',
    en: 'waybill {billCode} is cancelled or being returned, so it has no arrival time',
    id: 'resi {billCode} dibatalkan atau diretur, sehingga tidak ada perkiraan tiba',
    th: 'เลขพัสดุ {billCode} ถูกยกเลิกหรือกำลังตีกลับ จึงไม่มีเวลาถึงโดยประมาณ',
    km: 'វិក្កយបត្រដឹកជញ្ជូន {billCode} ត្រូវបានលុបចោល ឬកំពុងបញ្ជូនត្រឡប់ ដូច្នេះគ្មានពេលមកដល់ទេ',
    ms: 'bil muatan {billCode} dibatalkan atau sedang dipulangkan, jadi ia tiada masa ketibaan',
    vi: 'vận đơn {billCode} đã hủy hoặc đang hoàn nên không có thời gian đến dự kiến',
  },
};
