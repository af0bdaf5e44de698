import type { Translation } from 'shared';
import type { Texts } from './ListSection.options';

// The Malay texts of ListSection.options.ts (fetched when Malay is chosen).
export default {
  listColumns: {
    name: 'Nama barang',
    goodsType: 'Jenis barang',
    weight: 'Berat (kg)',
    length: 'Panjang (cm)',
    width: 'Lebar (cm)',
    height: 'Tinggi (cm)',
    declaredValue: 'Nilai diisytiharkan',
    isEnable: 'Status',
    enabled: 'Didayakan',
    disabled: 'Dinyahdayakan',
    remark: 'Catatan',
    createTime: 'Dicipta pada',
    categoryName: 'Nama kategori',
    id: 'ID',
    sizes: 'Dimensi',
  },
} satisfies Translation<Texts>;
