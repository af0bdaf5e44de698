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
