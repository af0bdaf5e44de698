import type { Translation } from 'shared';
import type { Texts } from './ListSection.options';

// The Thai texts of ListSection.options.ts (fetched when Thai is chosen).
export default {
  listColumns: {
    name: 'ชื่อสินค้า',
    goodsType: 'ประเภทสินค้า',
    weight: 'น้ำหนัก (kg)',
    length: 'ความยาว (cm)',
    width: 'ความกว้าง (cm)',
    height: 'ความสูง (cm)',
    declaredValue: 'มูลค่าที่สำแดง',
    isEnable: 'สถานะ',
    enabled: 'เปิดใช้งาน',
    disabled: 'ปิดใช้งาน',
    remark: 'หมายเหตุ',
    createTime: 'สร้างเมื่อ',
    categoryName: 'ชื่อหมวดหมู่',
    id: 'ID',
    sizes: 'ขนาด',
  },
} satisfies Translation<Texts>;
