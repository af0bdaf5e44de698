import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  display: {
    previous: 'Sebelumnya',
    next: 'Seterusnya',
    close: 'Tutup',
    imagePreview: 'Pratonton imej',
    backToTop: 'Kembali ke atas',
    add: 'Tambah',
    confirm: 'Sahkan',
    cancel: 'Batal',
    addRoot: 'Tambah nod akar',
    addChild: 'Tambah nod anak',
    edit: 'Sunting',
    delete: 'Padam',
    save: 'Simpan',
    nodeName: 'nama',
    savedSuccessfully: 'berjaya disimpan',
    missingAction:
      'Anda boleh melihat halaman ini tetapi tidak boleh {{action}}; minta kebenaran daripada pentadbir akaun anda.',
    missingActionAdd: 'menambah entri',
  },
} satisfies Translation<Texts>;
