import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  remoteVersion: {
    refused: 'កំណែនេះនៃម៉ូឌុល {{domain}} មិនត្រូវគ្នានឹងវិបផតថលទេ៖ វាត្រូវការ {{required}} ប៉ុន្តែវិបផតថលផ្តល់ {{provided}}។',
    newBuild: 'មានកំណែថ្មីនៃម៉ូឌុល {{domain}}។',
    newBuildHint: 'ទំព័រនេះនៅតែដំណើរការ ផ្ទុកឡើងវិញដើម្បីប្រើកំណែថ្មី។',
    reload: 'ផ្ទុកឡើងវិញ',
  },
} satisfies Translation<Texts>;
