/** Messages of the saved report views (bi.routes.ts), registered when their routes load. */
export const biMessages = {
  'bi.duplicateName': {
    zh: '已有名为“{name}”的视图',
    en: 'you already have a view named "{name}"',
    id: 'Anda sudah memiliki tampilan bernama "{name}"',
  },
  'bi.unknownView': {
    zh: '视图不存在',
    en: 'no such saved view',
    id: 'tampilan tersimpan tidak ditemukan',
  },
  'bi.tooManyViews': {
    zh: '最多只能保存 {max} 个视图，请先删除不用的视图',
    en: 'you can keep at most {max} saved views: delete one you no longer use first',
    id: 'Anda hanya dapat menyimpan paling banyak {max} tampilan: hapus dulu tampilan yang tidak dipakai',
  },
  'bi.otherReport': {
    zh: '视图“{name}”属于另一个报表',
    en: 'the view "{name}" belongs to another report',
    id: 'tampilan "{name}" milik laporan lain',
  },
  'bi.saved': { zh: '视图已保存', en: 'view saved', id: 'tampilan disimpan' },
  'bi.renamed': { zh: '视图已重命名', en: 'view renamed', id: 'tampilan diganti nama' },
  'bi.deleted': { zh: '视图已删除', en: 'view deleted', id: 'tampilan dihapus' },
};
