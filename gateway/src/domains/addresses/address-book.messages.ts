/** Messages of the address-book routes, registered into the gateway catalogue when they load. */
export const addressMessages = {
  'addressBook.notFound': {
    zh: '地址不存在',
    en: 'address not found',
    id: 'alamat tidak ditemukan',
  },
  'addressBook.saved': { zh: '地址已保存', en: 'address saved', id: 'alamat disimpan' },
  'addressBook.alreadySaved': {
    zh: '地址簿中已有相同地址',
    en: 'the address book already holds this address',
    id: 'alamat ini sudah ada di buku alamat',
  },
  'addressBook.deleted': { zh: '地址已删除', en: 'address deleted', id: 'alamat dihapus' },
  'addressBook.deletedAll': {
    zh: '已删除 {count} 个地址',
    en: '{count} addresses deleted',
    id: '{count} alamat dihapus',
  },
  'addressBook.imported': {
    zh: '已导入 {imported} 个地址，{errors} 行有误',
    en: '{imported} addresses imported, {errors} rows with errors',
    id: '{imported} alamat diimpor, {errors} baris bermasalah',
  },
  'addressBook.formula': {
    zh: '单元格不能包含公式',
    en: 'cells must not hold formulas',
    id: 'sel tidak boleh berisi rumus',
  },
  'addressBook.defaultSet': {
    zh: '已设为默认地址',
    en: 'set as the default address',
    id: 'dijadikan alamat utama',
  },
};
