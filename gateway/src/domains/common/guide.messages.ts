/** Messages of the guide routes, registered into the gateway catalogue when the routes load. */
export const guideMessages = {
  'guide.unknownKey': {
    zh: '没有名为“{key}”的页面引导',
    en: 'there is no page guide "{key}"',
    id: 'tidak ada panduan halaman "{key}"',
  },
  'guide.versionNotCurrent': {
    zh: '页面引导“{key}”的当前版本是 {current}，不是 {version}',
    en: 'the current version of page guide "{key}" is {current}, not {version}',
    id: 'versi terkini panduan halaman "{key}" adalah {current}, bukan {version}',
  },
};
