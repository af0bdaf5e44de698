import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  common: {
    loading: 'កំពុងស្វែងរក...',
    cancel: 'បោះបង់',
  },
} satisfies Translation<Texts>;
