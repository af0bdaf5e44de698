/**
 * Messages of the order import, registered into the gateway catalogue when the routes load. Row
 * errors are stored as codes with params and rendered in the reader's language; the order rules'
 * own codes (`order.*`) come from the orders core's catalogue.
 */
export const importMessages = {
  'import.taskNotFound': {
    zh: '导入任务不存在',
    en: 'Import task not found',
    id: 'Tugas impor tidak ditemukan',
  },
  'import.notXlsx': {
    zh: '文件类型不匹配，请上传 xlsx 模板文件',
    en: 'File type does not match: please upload the xlsx template',
    id: 'Jenis file tidak sesuai: unggah templat xlsx',
  },
  'import.fileTooLarge': {
    zh: '文件过大，最大 {maxMb} MB',
    en: 'File too large, at most {maxMb} MB',
    id: 'File terlalu besar, maksimal {maxMb} MB',
  },
  'import.unpackedTooLarge': {
    zh: '文件解压后过大（最大 {maxUnpackedMb} MB），可能是压缩炸弹',
    en: 'The file unpacks to too much data (at most {maxUnpackedMb} MB); it may be a zip bomb',
    id: 'Isi file terlalu besar setelah diekstrak (maksimal {maxUnpackedMb} MB); mungkin bom zip',
  },
  'import.tooManyRows': {
    zh: '数据行过多，每个文件最多 {maxRows} 行',
    en: 'Too many rows: at most {maxRows} rows per file',
    id: 'Terlalu banyak baris: maksimal {maxRows} baris per file',
  },
  'import.missingColumns': {
    zh: '缺少列：{columns}',
    en: 'Missing column: {columns}',
    id: 'Kolom tidak ada: {columns}',
  },
  'import.noDataRows': {
    zh: '文件中没有数据行',
    en: 'The file has no data rows',
    id: 'File tidak berisi baris data',
  },
  'import.unreadable': {
    zh: '无法读取文件，请使用模板重新保存',
    en: 'The file cannot be read; please save it again from the template',
    id: 'File tidak dapat dibaca; simpan ulang dari templat',
  },
  'import.fileLost': {
    zh: '导入文件已丢失，请重新上传',
    en: 'The import file is no longer stored; please upload it again',
    id: 'File impor tidak tersimpan lagi; unggah ulang',
  },
  'import.internal': {
    zh: '处理失败，请重试',
    en: 'Processing failed, please try again',
    id: 'Pemrosesan gagal, silakan coba lagi',
  },
  'import.fileMissing': { zh: '请选择文件', en: 'Please choose a file', id: 'Silakan pilih file' },
  'import.uploaded': { zh: '上传成功', en: 'Upload succeeded', id: 'Berhasil diunggah' },
  'import.sameFile': {
    zh: '该文件已上传过，已返回原导入任务',
    en: 'This file was uploaded before; here is its import task',
    id: 'File ini sudah pernah diunggah; ini tugas impornya',
  },
  'import.notValidated': {
    zh: '请先校验导入任务',
    en: 'Validate the import task first',
    id: 'Validasi tugas impor terlebih dahulu',
  },
  'import.taskFailed': {
    zh: '该导入任务已失败，请修改文件后重新上传',
    en: 'This import task failed; fix the file and upload it again',
    id: 'Tugas impor ini gagal; perbaiki file lalu unggah ulang',
  },
  'import.newerTask': {
    zh: '该文件之后已重新上传，请继续处理导入任务 {taskId}',
    en: 'This file was uploaded again since; continue with import task {taskId}',
    id: 'File ini sudah diunggah ulang; lanjutkan dengan tugas impor {taskId}',
  },
  'import.alreadyInserted': {
    zh: '该导入任务已下单，不能再校验',
    en: 'The orders of this task are already created; it cannot be validated again',
    id: 'Pesanan tugas ini sudah dibuat; tidak dapat divalidasi ulang',
  },
  'import.validated': {
    zh: '校验完成：{validRows} 行有效，{errorRows} 行有误',
    en: 'Validated: {validRows} valid rows, {errorRows} rows with errors',
    id: 'Validasi selesai: {validRows} baris valid, {errorRows} baris bermasalah',
  },
  'import.validating': {
    zh: '正在校验，请稍后刷新查看进度',
    en: 'Validation is in progress; refresh the task list to follow it',
    id: 'Validasi sedang berjalan; muat ulang daftar tugas untuk melihatnya',
  },
  'import.inserted': {
    zh: '下单完成：新建 {insertedRows} 单',
    en: 'Done: {insertedRows} orders created',
    id: 'Selesai: {insertedRows} pesanan dibuat',
  },
  'import.insertStarted': {
    zh: '已开始下单，请稍后刷新查看进度',
    en: 'Creating the orders; refresh the task list to follow the progress',
    id: 'Pesanan sedang dibuat; muat ulang daftar tugas untuk melihat progres',
  },
  'import.errorsRemoved': { zh: '删除成功', en: 'Deleted successfully', id: 'Berhasil dihapus' },

  'import.formulaRefused': {
    zh: '单元格不能包含公式，请填写值',
    en: 'The cell holds a formula; enter a plain value',
    id: 'Sel berisi rumus; isi dengan nilai biasa',
  },
  'import.unknownProvince': {
    zh: '省份“{value}”不存在；您是否要填：{suggestions}',
    en: 'Unknown province "{value}"; did you mean: {suggestions}',
    id: 'Provinsi "{value}" tidak dikenal; mungkin maksud Anda: {suggestions}',
  },
  'import.unknownCity': {
    zh: '城市“{value}”不在该省；您是否要填：{suggestions}',
    en: 'The city "{value}" is not in this province; did you mean: {suggestions}',
    id: 'Kota "{value}" tidak ada di provinsi ini; mungkin maksud Anda: {suggestions}',
  },
  'import.unknownDistrict': {
    zh: '区“{value}”不在该市；您是否要填：{suggestions}',
    en: 'The district "{value}" is not in this city; did you mean: {suggestions}',
    id: 'Kecamatan "{value}" tidak ada di kota ini; mungkin maksud Anda: {suggestions}',
  },
  'import.duplicateInFile': {
    zh: '客户订单号 {customerOrderNo} 与第 {firstRow} 行重复',
    en: 'Customer order no {customerOrderNo} repeats row {firstRow}',
    id: 'No. pesanan {customerOrderNo} sama dengan baris {firstRow}',
  },
  'import.orderExists': {
    zh: '客户订单号 {customerOrderNo} 已下过单',
    en: 'An order with customer order no {customerOrderNo} already exists',
    id: 'Pesanan dengan no. {customerOrderNo} sudah ada',
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
