import type { Translation } from 'shared';
import type { Texts } from './lifecycleTexts';

// The Malay texts of lifecycleTexts.ts (fetched when Malay is chosen).
export default {
  lifecycle: {
    assignee: 'Pegawai bertugas',
    unassigned: 'Belum ditugaskan',
    escalated: 'Dinaikkan pada {{time}}',
    attachments: 'Lampiran',
    claim: {
      detail: 'Butiran',
      title: 'Tuntutan {{claimNo}}',
      request: 'Pihak meja meminta',
      documents: 'Dokumen',
      addDocuments: 'Tambah dokumen',
      documentsNote: 'Nota',
      documentsSent: 'Dokumen dihantar; tuntutan disemak semula',
      appeal: 'Rayuan',
      appealReason: 'Sebab rayuan (sekurang-kurangnya 10 aksara)',
      appealSent: 'Rayuan dihantar',
      appealed: 'Rayuan',
      payoutReference: 'Rujukan pindahan',
      paidAt: 'Dibayar pada',
      decidedAt: 'Diputuskan pada',
      send: 'Hantar',
      required: 'Wajib',
    },
  },
} satisfies Translation<Texts>;
