/**
 * Messages of the order import, registered into the gateway catalogue when the routes load. Row
 * errors are stored as codes with params and rendered in the reader's language; the order rules'
 * own codes (`order.*`) come from the orders core's catalogue.
 */
export const importMessages = {
  'import.taskNotFound': {
    zh: '导入任务不存在',
    en: 'import task not found',
    id: 'tugas impor tidak ditemukan',
  },
  'import.notXlsx': {
    zh: '文件类型不匹配，请上传 xlsx 模板文件',
    en: 'file type does not match: please upload the xlsx template',
    id: 'jenis file tidak sesuai: unggah templat xlsx',
  },
  'import.fileTooLarge': {
    zh: '文件过大，最大 {maxMb} MB',
    en: 'file too large, at most {maxMb} MB',
    id: 'file terlalu besar, maksimal {maxMb} MB',
  },
  'import.unpackedTooLarge': {
    zh: '文件解压后过大（最大 {maxUnpackedMb} MB），可能是压缩炸弹',
    en: 'the file unpacks to too much data (at most {maxUnpackedMb} MB); it may be a zip bomb',
    id: 'isi file terlalu besar setelah diekstrak (maksimal {maxUnpackedMb} MB); mungkin bom zip',
  },
  'import.tooManyRows': {
    zh: '数据行过多，每个文件最多 {maxRows} 行',
    en: 'too many rows: at most {maxRows} rows per file',
    id: 'terlalu banyak baris: maksimal {maxRows} baris per file',
  },
  'import.missingColumns': {
    zh: '缺少列：{columns}',
    en: 'missing column: {columns}',
    id: 'kolom tidak ada: {columns}',
  },
  'import.noDataRows': {
    zh: '文件中没有数据行',
    en: 'the file has no data rows',
    id: 'file tidak berisi baris data',
  },
  'import.unreadable': {
    zh: '无法读取文件，请使用模板重新保存',
    en: 'the file cannot be read; please save it again from the template',
    id: 'file tidak dapat dibaca; simpan ulang dari templat',
  },
  'import.fileLost': {
    zh: '导入文件已丢失，请重新上传',
    en: 'the import file is no longer stored; please upload it again',
    id: 'file impor tidak tersimpan lagi; unggah ulang',
  },
  'import.internal': {
    zh: '处理失败，请重试',
    en: 'processing failed, please try again',
    id: 'pemrosesan gagal, silakan coba lagi',
  },
  'import.fileMissing': { zh: '请选择文件', en: 'please choose a file', id: 'silakan pilih file' },
  'import.uploaded': { zh: '上传成功', en: 'upload succeeded', id: 'berhasil diunggah' },
  'import.sameFile': {
    zh: '该文件已上传过，已返回原导入任务',
    en: 'this file was uploaded before; here is its import task',
    id: 'file ini sudah pernah diunggah; ini tugas impornya',
  },
  'import.notValidated': {
    zh: '请先校验导入任务',
    en: 'validate the import task first',
    id: 'validasi tugas impor terlebih dahulu',
  },
  'import.taskFailed': {
    zh: '该导入任务已失败，请修改文件后重新上传',
    en: 'this import task failed; fix the file and upload it again',
    id: 'tugas impor ini gagal; perbaiki file lalu unggah ulang',
  },
  'import.newerTask': {
    zh: '该文件之后已重新上传，请继续处理导入任务 {taskId}',
    en: 'this file was uploaded again since; continue with import task {taskId}',
    id: 'file ini sudah diunggah ulang; lanjutkan dengan tugas impor {taskId}',
  },
  'import.alreadyInserted': {
    zh: '该导入任务已下单，不能再校验',
    en: 'the orders of this task are already created; it cannot be validated again',
    id: 'pesanan tugas ini sudah dibuat; tidak dapat divalidasi ulang',
  },
  'import.validated': {
    zh: '校验完成：{validRows} 行有效，{errorRows} 行有误',
    en: 'validated: {validRows} valid rows, {errorRows} rows with errors',
    id: 'validasi selesai: {validRows} baris valid, {errorRows} baris bermasalah',
  },
  'import.validating': {
    zh: '正在校验，请稍后刷新查看进度',
    en: 'validation is in progress; refresh the task list to follow it',
    id: 'validasi sedang berjalan; muat ulang daftar tugas untuk melihatnya',
  },
  'import.inserted': {
    zh: '下单完成：新建 {insertedRows} 单',
    en: 'done: {insertedRows} orders created',
    id: 'selesai: {insertedRows} pesanan dibuat',
  },
  'import.insertStarted': {
    zh: '已开始下单，请稍后刷新查看进度',
    en: 'creating the orders; refresh the task list to follow the progress',
    id: 'pesanan sedang dibuat; muat ulang daftar tugas untuk melihat progres',
  },
  'import.errorsRemoved': { zh: '删除成功', en: 'deleted successfully', id: 'berhasil dihapus' },

  'import.formulaRefused': {
    zh: '单元格不能包含公式，请填写值',
    en: 'the cell holds a formula; enter a plain value',
    id: 'sel berisi rumus; isi dengan nilai biasa',
  },
  'import.unknownProvince': {
    zh: '省份“{value}”不存在；您是否要填：{suggestions}',
    en: 'unknown province "{value}"; did you mean: {suggestions}',
    id: 'provinsi "{value}" tidak dikenal; mungkin maksud Anda: {suggestions}',
  },
  'import.unknownCity': {
    zh: '城市“{value}”不在该省；您是否要填：{suggestions}',
    en: 'the city "{value}" is not in this province; did you mean: {suggestions}',
    id: 'kota "{value}" tidak ada di provinsi ini; mungkin maksud Anda: {suggestions}',
  },
  'import.unknownDistrict': {
    zh: '区“{value}”不在该市；您是否要填：{suggestions}',
    en: 'the district "{value}" is not in this city; did you mean: {suggestions}',
    id: 'kecamatan "{value}" tidak ada di kota ini; mungkin maksud Anda: {suggestions}',
  },
  'import.duplicateInFile': {
    zh: '客户订单号 {customerOrderNo} 与第 {firstRow} 行重复',
    en: 'customer order no {customerOrderNo} repeats row {firstRow}',
    id: 'no. pesanan {customerOrderNo} sama dengan baris {firstRow}',
  },
  'import.orderExists': {
    zh: '客户订单号 {customerOrderNo} 已下过单',
    en: 'an order with customer order no {customerOrderNo} already exists',
    id: 'pesanan dengan no. {customerOrderNo} sudah ada',
  },
};

/** Task statuses as the task list shows them. */
export const TASK_STATUS_LABELS = {
  UPLOADED: { zh: '待校验', en: 'Uploaded', id: 'Diunggah' },
  VALIDATING: { zh: '校验中', en: 'Validating', id: 'Sedang divalidasi' },
  VALIDATED: { zh: '待下单', en: 'Validated', id: 'Tervalidasi' },
  INSERTING: { zh: '下单中', en: 'Creating orders', id: 'Membuat pesanan' },
  DONE: { zh: '已完成', en: 'Done', id: 'Selesai' },
  FAILED: { zh: '失败', en: 'Failed', id: 'Gagal' },
};
