import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  myWaybill: {
    printCount: 'ចំនួនដងបោះពុម្ព',
    track: 'តាមដាន',
    printed: 'ស្ថានភាពបោះពុម្ព',
    printedAny: 'ទាំងអស់',
    printedYes: 'បានបោះពុម្ព',
    printedNo: 'មិនទាន់បោះពុម្ព',
  },
} satisfies Translation<Texts>;
