/** Messages of the guide routes, registered into the gateway catalogue when the routes load. */
export const guideMessages = {
  'guide.unknownKey': {
    zh: '没有名为“{key}”的页面引导',
    en: 'there is no page guide "{key}"',
    id: 'tidak ada panduan halaman "{key}"',
    th: 'ไม่มีคำแนะนำหน้า "{key}"',
    km: 'គ្មានការណែនាំទំព័រ "{key}" ទេ',
    ms: 'tiada panduan halaman "{key}"',
    vi: 'không có hướng dẫn trang "{key}"',
  },
  'guide.versionNotCurrent': {
    zh: '页面引导“{key}”的当前版本是 {current}，不是 {version}',
    en: 'the current version of page guide "{key}" is {current}, not {version}',
    id: 'versi terkini panduan halaman "{key}" adalah {current}, bukan {version}',
    th: 'เวอร์ชันปัจจุบันของคำแนะนำหน้า "{key}" คือ {current} ไม่ใช่ {version}',
    km: 'កំណែបច្ចុប្បន្ននៃការណែនាំទំព័រ "{key}" គឺ {current} មិនមែន {version} ទេ',
    ms: 'versi semasa panduan halaman "{key}" ialah {current}, bukan {version}',
    vi: 'phiên bản hiện tại của hướng dẫn trang "{key}" là {current}, không phải {version}',
  },
};
