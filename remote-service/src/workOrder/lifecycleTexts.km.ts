import type { Translation } from 'shared';
import type { Texts } from './lifecycleTexts';

// The Khmer texts of lifecycleTexts.ts (fetched when Khmer is chosen).
export default {
  lifecycle: {
    assignee: 'អ្នកទទួលបន្ទុក',
    unassigned: 'មិនទាន់បានចាត់តាំង',
    escalated: 'បានបញ្ជូនបន្តនៅ {{time}}',
    attachments: 'ឯកសារភ្ជាប់',
    claim: {
      detail: 'ព័ត៌មានលម្អិត',
      title: 'ការទាមទារសំណង {{claimNo}}',
      request: 'បុគ្គលិកស្នើសុំ',
      documents: 'ឯកសារ',
      addDocuments: 'បន្ថែមឯកសារ',
      documentsNote: 'កំណត់សម្គាល់',
      documentsSent: 'បានផ្ញើឯកសារ៖ ការទាមទារសំណងនឹងត្រូវពិនិត្យម្ដងទៀត',
      appeal: 'ប្ដឹងឧទ្ធរណ៍',
      appealReason: 'មូលហេតុនៃការប្ដឹងឧទ្ធរណ៍ (យ៉ាងតិច 10 តួអក្សរ)',
      appealSent: 'បានផ្ញើការប្ដឹងឧទ្ធរណ៍',
      appealed: 'ការប្ដឹងឧទ្ធរណ៍',
      payoutReference: 'លេខយោងការផ្ទេរ',
      paidAt: 'បានទូទាត់នៅ',
      decidedAt: 'បានសម្រេចនៅ',
      send: 'ផ្ញើ',
      required: 'ចាំបាច់',
    },
  },
} satisfies Translation<Texts>;
