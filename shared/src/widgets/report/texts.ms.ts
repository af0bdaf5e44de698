import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  report: {
    period: 'Tempoh',
    periods: {
      TODAY: 'Hari ini',
      YESTERDAY: 'Semalam',
      LAST_7_DAYS: '7 hari lepas',
      LAST_30_DAYS: '30 hari lepas',
      CUSTOM: 'Julat tersuai',
    },
    customRange: 'Julat tarikh tersuai',
    rangeNeeded: 'Pilih tarikh mula dan tarikh akhir',
    rangeReversed: 'Tarikh akhir tidak boleh sebelum tarikh mula',
    rangeTooLong: 'Julat paling lama 90 hari',
    previous: 'Tempoh sebelumnya {{value}}',
    change: 'Perubahan {{value}}',
    noChange: 'Perubahan --',
    formula: 'Rumus: {{title}}',
    drillDown: 'Lihat bungkusan: {{title}}',
    empty: 'Tiada data bagi tempoh ini',
    chart: 'Carta',
    table: 'Jadual',
    view: 'Paparan {{title}}',
    loadFailed: 'Laporan gagal dimuatkan',
    export: 'Eksport',
    views: {
      label: 'Paparan tersimpan',
      placeholder: 'Buka paparan tersimpan',
      save: 'Simpan paparan',
      rename: 'Namakan semula',
      delete: 'Padam',
      saveTitle: 'Simpan penapis semasa sebagai paparan',
      renameTitle: 'Namakan semula paparan "{{name}}"',
      name: 'Nama paparan',
      nameNeeded: 'Masukkan nama untuk paparan',
      deleteConfirm: 'Padam paparan "{{name}}"?',
      saved: 'Paparan "{{name}}" disimpan',
      renamed: 'Paparan dinamakan semula kepada "{{name}}"',
      deleted: 'Paparan "{{name}}" dipadam',
    },
  },
} satisfies Translation<Texts>;
