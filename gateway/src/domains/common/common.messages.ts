/** Messages of the common calls, registered into the gateway catalogue when the routes load. */
export const commonMessages = {
  'notice.notFound': {
    zh: '公告不存在',
    en: 'this notice does not exist',
    id: 'pemberitahuan ini tidak ditemukan',
    th: 'ไม่มีประกาศนี้',
    km: 'សេចក្ដីជូនដំណឹងនេះមិនមានទេ',
    ms: 'notis ini tidak wujud',
    vi: 'thông báo này không tồn tại',
  },
};
