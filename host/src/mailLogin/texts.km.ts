import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  mailLogin: {
    switchToMail: 'ចូលដោយប្រើលេខកូដតាមអ៊ីមែល',
    switchToPassword: 'ចូលដោយប្រើពាក្យសម្ងាត់',
    code: 'លេខកូដតាមអ៊ីមែល',
    codeRequired: 'សូមបញ្ចូលលេខកូដ 6 ខ្ទង់ពីអ៊ីមែល',
    send: 'ផ្ញើលេខកូដ',
    sent: 'ប្រសិនបើគណនីមានអ៊ីមែលដែលបានផ្ទៀងផ្ទាត់ លេខកូដត្រូវបានផ្ញើទៅអ៊ីមែលនោះ',
    accountFirst: 'សូមបញ្ចូលគណនីជាមុនសិន',
    submit: 'ចូល',
  },
} satisfies Translation<Texts>;
