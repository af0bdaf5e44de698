import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  privacy: {
    version: 'កំណែ {{version}}',
    intro: 'សូមអាន និងយល់ព្រមលើកិច្ចព្រមព្រៀងឯកជនភាពបច្ចុប្បន្ន មុននឹងបន្ត។',
    agree: 'ខ្ញុំបានអាន និងយល់ព្រមលើកិច្ចព្រមព្រៀងឯកជនភាព',
    accept: 'យល់ព្រម ហើយបន្ត',
    mustAgree: 'សូមធីកប្រអប់ដើម្បីយល់ព្រមជាមុន',
    offlineTitle: 'បានចុះហត្ថលេខាលើកិច្ចព្រមព្រៀងជាក្រដាសហើយឬ?',
    offlineCode: 'លេខកូដកិច្ចព្រមព្រៀង',
    offlineCodeRequired: 'សូមបញ្ចូលលេខកូដកិច្ចព្រមព្រៀង',
    offlineSubmit: 'បញ្ជាក់កិច្ចព្រមព្រៀងជាក្រដាស',
    offlineOther: 'លេខកូដនេះមិនមែនជាកិច្ចព្រមព្រៀងដែលអ្នកត្រូវយល់ព្រមទេ',
    logout: 'ចាកចេញ',
    loadFailed: 'មិនអាចផ្ទុកកិច្ចព្រមព្រៀងឯកជនភាពបានទេ',
    retry: 'ព្យាយាមម្ដងទៀត',
  },
} satisfies Translation<Texts>;
