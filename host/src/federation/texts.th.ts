import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  remoteVersion: {
    refused: 'โมดูล{{domain}}เวอร์ชันนี้ใช้กับพอร์ทัลไม่ได้: ต้องการ {{required}} แต่พอร์ทัลมี {{provided}}',
    newBuild: 'โมดูล{{domain}}มีเวอร์ชันใหม่แล้ว',
    newBuildHint: 'หน้านี้ยังใช้งานได้ตามปกติ โหลดใหม่เพื่อใช้เวอร์ชันใหม่',
    reload: 'โหลดใหม่',
  },
} satisfies Translation<Texts>;
