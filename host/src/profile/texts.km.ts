import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  route: {
    profile: 'ប្រវត្តិរូប',
    changePassword: 'ប្ដូរពាក្យសម្ងាត់',
  },
  layout: {
    profile: 'ប្រវត្តិរូប',
  },
  profile: {
    title: 'ប្រវត្តិរូប',
    account: 'គណនី',
    userName: 'ឈ្មោះ',
    phone: 'ទូរស័ព្ទ',
    customer: 'អតិថិជន',
    createdAt: 'បានចុះឈ្មោះ',
    role: 'តួនាទី',
    admin: 'គណនីមេ',
    subAccount: 'គណនីរង',
    edit: 'កែសម្រួលព័ត៌មាន',
    save: 'រក្សាទុក',
    saved: 'បានរក្សាទុកប្រវត្តិរូប',
    userNameRequired: 'សូមបញ្ចូលឈ្មោះរបស់អ្នក',
    phoneInvalid: 'សូមបញ្ចូលលេខទូរស័ព្ទត្រឹមត្រូវ',
    mail: 'អ៊ីមែលដែលបានភ្ជាប់',
    noMail: 'មិនទាន់ភ្ជាប់អ៊ីមែល',
    verified: 'បានផ្ទៀងផ្ទាត់',
    unverified: 'មិនទាន់ផ្ទៀងផ្ទាត់',
    resend: 'ផ្ញើអ៊ីមែលផ្ទៀងផ្ទាត់ម្ដងទៀត',
    resent: 'អ៊ីមែលផ្ទៀងផ្ទាត់ត្រូវបានផ្ញើ',
    bind: 'ភ្ជាប់អ៊ីមែល',
    changeMail: 'ប្ដូរអ៊ីមែល',
    newMail: 'អ៊ីមែលថ្មី',
    mailRequired: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ',
    sendCode: 'ផ្ញើលេខកូដ',
    codeSent: 'លេខកូដត្រូវបានផ្ញើទៅ {{mail}}',
    code: 'លេខកូដតាមអ៊ីមែល',
    codeRequired: 'សូមបញ្ចូលលេខកូដ 6 ខ្ទង់',
    confirmMail: 'បញ្ជាក់ការភ្ជាប់',
    mailBound: 'អ៊ីមែលត្រូវបានភ្ជាប់ និងផ្ទៀងផ្ទាត់',
    cancel: 'បោះបង់',
    changePassword: 'ប្ដូរពាក្យសម្ងាត់',
    loadFailed: 'មិនអាចផ្ទុកប្រវត្តិរូបបានទេ',
  },
  changePassword: {
    title: 'ប្ដូរពាក្យសម្ងាត់',
    hint: 'ការចូលនៅលើឧបករណ៍ និងកម្មវិធីរុករកផ្សេងទៀតនឹងត្រូវបញ្ចប់ ចំណែកនៅទីនេះនៅតែបានចូល។',
    success: 'បានប្ដូរពាក្យសម្ងាត់ ការចូលផ្សេងទៀតរបស់អ្នកត្រូវបានបញ្ចប់',
  },
} satisfies Translation<Texts>;
