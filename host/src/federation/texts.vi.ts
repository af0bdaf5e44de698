import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  remoteVersion: {
    refused:
      'Phiên bản này của mô-đun {{domain}} không tương thích với cổng thông tin: cần {{required}}, cổng thông tin cung cấp {{provided}}.',
    newBuild: 'Đã có phiên bản mới của mô-đun {{domain}}.',
    newBuildHint: 'Trang này vẫn hoạt động bình thường; tải lại để dùng phiên bản mới.',
    reload: 'Tải lại',
  },
} satisfies Translation<Texts>;
