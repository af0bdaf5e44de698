/**
 * Messages of the widget calls, registered into the gateway catalogue when the routes load. The
 * column and upload texts match the client's own (shared/src/i18n/texts.ts), so a server refusal
 * reads the same as the widget's.
 */
export const widgetMessages = {
  'columns.unknownList': {
    zh: '列表 {listKey} 不支持自定义列',
    en: 'the list {listKey} has no configurable columns',
    id: 'daftar {listKey} tidak memiliki kolom yang dapat diatur',
  },
  'columns.unknownField': {
    zh: '未知的字段 {field}',
    en: 'unknown field {field}',
    id: 'kolom {field} tidak dikenal',
  },
  'columns.duplicateField': {
    zh: '字段 {field} 重复',
    en: 'the field {field} appears twice',
    id: 'kolom {field} muncul dua kali',
  },
  'columns.keepOneSelected': {
    zh: '至少保留一个选中项',
    en: 'keep at least one selected item',
    id: 'pertahankan setidaknya satu item terpilih',
  },
  'columns.maxFixedColumns': {
    zh: '最多只能冻结 {count} 个字段',
    en: 'at most {count} fields can be fixed',
    id: 'maksimal {count} kolom dapat dibekukan',
  },
  'columns.saved': { zh: '列设置已保存', en: 'column settings saved', id: 'pengaturan kolom disimpan' },
  'columns.restored': {
    zh: '已恢复默认列',
    en: 'default columns restored',
    id: 'kolom bawaan dipulihkan',
  },
  'goods.unknownGoodsType': {
    zh: '物品类型 {goodsType} 不存在，可选：{codes}',
    en: 'unknown goods type {goodsType}, use one of {codes}',
    id: 'jenis barang {goodsType} tidak dikenal, gunakan salah satu dari {codes}',
  },
  'goods.saved': { zh: '保存成功', en: 'saved successfully', id: 'berhasil disimpan' },
  'goods.deleted': { zh: '删除成功', en: 'deleted successfully', id: 'berhasil dihapus' },
  'goods.categoryNotFound': {
    zh: '物品分类不存在',
    en: 'goods category not found',
    id: 'kategori barang tidak ditemukan',
  },
  'goods.categoryHasChildren': {
    zh: '该分类下还有子分类，不能删除',
    en: 'this category still has sub-categories and cannot be deleted',
    id: 'kategori ini masih memiliki subkategori dan tidak dapat dihapus',
  },
  'goods.categoryInUse': {
    zh: '该分类已被 {count} 个物品模板使用，不能删除',
    en: 'this category is used by {count} goods templates and cannot be deleted',
    id: 'kategori ini dipakai oleh {count} template barang dan tidak dapat dihapus',
  },
  'goods.categoryCycle': {
    zh: '不能把分类移动到它自己的下级',
    en: 'a category cannot be moved under itself',
    id: 'kategori tidak dapat dipindahkan ke bawah dirinya sendiri',
  },
  'goods.categoryNameTaken': {
    zh: '同级下已存在名为 {name} 的分类',
    en: 'a category named {name} already exists at this level',
    id: 'kategori bernama {name} sudah ada di tingkat ini',
  },
  'file.typeMismatch': {
    zh: '文件类型不匹配',
    en: 'file type does not match',
    id: 'jenis file tidak sesuai',
  },
  'file.tooLarge': {
    zh: '文件过大，最大 {maxMb} MB',
    en: 'file too large, at most {maxMb} MB',
    id: 'file terlalu besar, maksimal {maxMb} MB',
  },
  'file.countExceeded': {
    zh: '最多上传 {limit} 个文件',
    en: 'at most {limit} files',
    id: 'maksimal {limit} file',
  },
  'file.missing': {
    zh: '请选择要上传的文件',
    en: 'please choose a file to upload',
    id: 'silakan pilih file untuk diunggah',
  },
  'file.uploaded': { zh: '上传成功', en: 'upload succeeded', id: 'unggah berhasil' },
  'file.linkInvalid': {
    zh: '文件链接无效或已过期',
    en: 'the file link is invalid or has expired',
    id: 'tautan file tidak valid atau kedaluwarsa',
  },
};
