import { addResources } from 'shared';
import { NAMESPACE } from '../../i18n';
import '../texts';
/** Texts of /mailingAddress and /receivingAddress (the remote's namespace, section `addressBook`). */
const zh = {
  keyword: '姓名、电话或地址',
  mainAction: '新增地址',
  columns: {
    name: '姓名',
    phone: '电话',
    province: '省份',
    city: '城市',
    district: '区县',
    address: '详细地址',
    postalCode: '邮编',
    isDefault: '默认',
  },
  defaultTag: '默认',
  saved: '地址已保存',
  deleted: '地址已删除',
  deletedAll: '已删除 {{count}} 个地址',
  showPhone: '显示',
  actions: {
    add: '新增地址',
    edit: '编辑',
    delete: '删除',
    deleteAll: '全部删除',
    setDefault: '设为默认',
    template: '下载模板',
    import: '导入',
    export: '导出',
  },
  confirm: {
    delete: '删除 {{name}} 的地址？',
    deleteAll: '删除地址簿中的全部 {{count}} 个地址？此操作无法撤销。',
  },
  form: {
    addTitle: '新增地址',
    editTitle: '编辑地址',
    name: '姓名',
    phone: '手机号码',
    province: '省份',
    city: '城市',
    district: '区县',
    address: '详细地址',
    postalCode: '邮编',
    isDefault: '设为默认地址',
    required: '请填写{{field}}',
  },
  import: {
    title: '导入地址',
    hint: '仅限 xlsx 文件，不超过 5 MB；请使用模板的列名',
    choose: '选择文件',
    wrongType: '请选择 xlsx 文件',
    tooLarge: '文件不能超过 5 MB',
    result: '共 {{total}} 行：导入 {{imported}} 个，重复 {{duplicates}} 个，{{errors}} 行有误',
    row: '第 {{rowNo}} 行',
  },
};

const en: typeof zh = {
  keyword: 'Name, phone or address',
  mainAction: 'add addresses',
  columns: {
    name: 'Name',
    phone: 'Phone',
    province: 'Province',
    city: 'City',
    district: 'District',
    address: 'Address',
    postalCode: 'Postal code',
    isDefault: 'Default',
  },
  defaultTag: 'Default',
  saved: 'Address saved',
  deleted: 'Address deleted',
  deletedAll: '{{count}} addresses deleted',
  showPhone: 'Show',
  actions: {
    add: 'New address',
    edit: 'Edit',
    delete: 'Delete',
    deleteAll: 'Delete all',
    setDefault: 'Make default',
    template: 'Download template',
    import: 'Import',
    export: 'Export',
  },
  confirm: {
    delete: 'Delete the address of {{name}}?',
    deleteAll: 'Delete all {{count}} addresses of this book? This cannot be undone.',
  },
  form: {
    addTitle: 'New address',
    editTitle: 'Edit address',
    name: 'Name',
    phone: 'Mobile number',
    province: 'Province',
    city: 'City',
    district: 'District',
    address: 'Address',
    postalCode: 'Postal code',
    isDefault: 'Make it the default address',
    required: 'Enter the {{field}}',
  },
  import: {
    title: 'Import addresses',
    hint: 'xlsx only, at most 5 MB, with the columns of the template',
    choose: 'Choose a file',
    wrongType: 'Choose an xlsx file',
    tooLarge: 'The file must not be over 5 MB',
    result:
      '{{total}} rows: {{imported}} imported, {{duplicates}} already in the book, {{errors}} with errors',
    row: 'Row {{rowNo}}',
  },
};

const id: typeof zh = {
  keyword: 'Nama, telepon atau alamat',
  mainAction: 'menambah alamat',
  columns: {
    name: 'Nama',
    phone: 'Telepon',
    province: 'Provinsi',
    city: 'Kota',
    district: 'Kecamatan',
    address: 'Alamat',
    postalCode: 'Kode pos',
    isDefault: 'Utama',
  },
  defaultTag: 'Utama',
  saved: 'Alamat disimpan',
  deleted: 'Alamat dihapus',
  deletedAll: '{{count}} alamat dihapus',
  showPhone: 'Tampilkan',
  actions: {
    add: 'Alamat baru',
    edit: 'Ubah',
    delete: 'Hapus',
    deleteAll: 'Hapus semua',
    setDefault: 'Jadikan utama',
    template: 'Unduh template',
    import: 'Impor',
    export: 'Ekspor',
  },
  confirm: {
    delete: 'Hapus alamat {{name}}?',
    deleteAll: 'Hapus semua {{count}} alamat di buku ini? Tindakan ini tidak dapat dibatalkan.',
  },
  form: {
    addTitle: 'Alamat baru',
    editTitle: 'Ubah alamat',
    name: 'Nama',
    phone: 'Nomor ponsel',
    province: 'Provinsi',
    city: 'Kota',
    district: 'Kecamatan',
    address: 'Alamat',
    postalCode: 'Kode pos',
    isDefault: 'Jadikan alamat utama',
    required: 'Isi {{field}}',
  },
  import: {
    title: 'Impor alamat',
    hint: 'Hanya xlsx, maksimal 5 MB, dengan kolom template',
    choose: 'Pilih file',
    wrongType: 'Pilih file xlsx',
    tooLarge: 'File tidak boleh lebih dari 5 MB',
    result: '{{total}} baris: {{imported}} diimpor, {{duplicates}} sudah ada, {{errors}} bermasalah',
    row: 'Baris {{rowNo}}',
  },
};

export type Texts = typeof en;

/** A language file holds the texts themselves; the namespace has them under `addressBook`. */
const under = (module: { default: object }) => ({ default: { addressBook: module.default } });

addResources(
  NAMESPACE,
  { zh: { addressBook: zh }, en: { addressBook: en }, id: { addressBook: id } },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th').then(under),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km').then(under),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms').then(under),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi').then(under),
  },
);
