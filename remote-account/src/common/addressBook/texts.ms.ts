import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  keyword: 'Nama, telefon atau alamat',
  mainAction: 'menambah alamat',
  columns: {
    name: 'Nama',
    phone: 'Telefon',
    province: 'Wilayah',
    city: 'Bandar',
    district: 'Daerah',
    address: 'Alamat',
    postalCode: 'Poskod',
    isDefault: 'Lalai',
  },
  defaultTag: 'Lalai',
  saved: 'Alamat disimpan',
  deleted: 'Alamat dipadam',
  deletedAll: '{{count}} alamat dipadam',
  showPhone: 'Tunjuk',
  actions: {
    add: 'Alamat baharu',
    edit: 'Sunting',
    delete: 'Padam',
    deleteAll: 'Padam semua',
    setDefault: 'Jadikan lalai',
    template: 'Muat turun templat',
    import: 'Import',
    export: 'Eksport',
  },
  confirm: {
    delete: 'Padam alamat {{name}}?',
    deleteAll: 'Padam kesemua {{count}} alamat dalam buku ini? Tindakan ini tidak boleh dibatalkan.',
  },
  form: {
    addTitle: 'Alamat baharu',
    editTitle: 'Sunting alamat',
    name: 'Nama',
    phone: 'Nombor telefon bimbit',
    province: 'Wilayah',
    city: 'Bandar',
    district: 'Daerah',
    address: 'Alamat',
    postalCode: 'Poskod',
    isDefault: 'Jadikan alamat lalai',
    required: 'Masukkan {{field}}',
  },
  import: {
    title: 'Import alamat',
    hint: 'xlsx sahaja, maksimum 5 MB, dengan lajur templat',
    choose: 'Pilih fail',
    wrongType: 'Pilih fail xlsx',
    tooLarge: 'Fail tidak boleh melebihi 5 MB',
    result:
      '{{total}} baris: {{imported}} diimport, {{duplicates}} sudah ada dalam buku, {{errors}} dengan ralat',
    row: 'Baris {{rowNo}}',
  },
} satisfies Translation<Texts>;
