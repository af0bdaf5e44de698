/** Messages of the customer and dispatch reports, registered when their routes load. */
export const reportMessages = {
  'report.pagePastEnd': {
    zh: '页码超出范围：共 {pages} 页',
    en: 'no such page: there are {pages} pages',
    id: 'halaman tidak ada: hanya ada {pages} halaman',
    th: 'ไม่มีหน้านี้: มีทั้งหมด {pages} หน้า',
    km: 'គ្មានទំព័រនេះទេ៖ មានទាំងអស់ {pages} ទំព័រ',
    ms: 'tiada halaman ini: terdapat {pages} halaman',
    vi: 'không có trang này: chỉ có {pages} trang',
  },
};
