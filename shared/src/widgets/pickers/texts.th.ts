import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  pickers: {
    pleaseSelect: 'โปรดเลือก',
    networkPlaceholder: 'เลือกสาขา (พิมพ์ชื่อหรือรหัสเพื่อค้นหา)',
    goodsTemplatePlaceholder: 'เลือกเทมเพลตสินค้า (พิมพ์ชื่อเพื่อค้นหา)',
    confirm: 'ยืนยัน',
    cancel: 'ยกเลิก',
    chosenCount: 'เลือกแล้ว {{count}} รายการ',
    startDate: 'วันที่เริ่มต้น',
    endDate: 'วันที่สิ้นสุด',
    presets: {
      today: 'วันนี้',
      yesterday: 'เมื่อวาน',
      last7Days: '7 วันล่าสุด',
      all: 'ทั้งหมด',
    },
  },
} satisfies Translation<Texts>;
