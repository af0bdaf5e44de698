import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  fastPrinting: {
    mainAction: 'พิมพ์ใบปะหน้า',
    billCodes: 'เลขที่ใบนำส่ง',
    billCodesPlaceholder: 'วางเลขที่ใบนำส่ง บรรทัดละหนึ่งเลข หรือคั่นด้วยจุลภาคหรือเว้นวรรค',
    createdAt: 'วันที่สร้าง',
    printed: 'สถานะการพิมพ์',
    printedAny: 'ทั้งหมด',
    printedYes: 'พิมพ์แล้ว',
    printedNo: 'ยังไม่พิมพ์',
    notFound: 'ไม่พบออเดอร์ของคุณที่มีเลขที่ใบนำส่งเหล่านี้ ({{count}}): {{codes}}',
    cancelled: 'ออเดอร์ {{count}} รายการนี้ถูกยกเลิกแล้ว จึงพิมพ์ใบปะหน้าไม่ได้: {{codes}}',
    search: 'ค้นหา',
    reset: 'ล้างค่า',
    style: 'รูปแบบใบปะหน้า',
    styles: {
      THERMAL_100x150: 'กระดาษความร้อน 100×150',
      A6: 'A6',
      A4_4UP: 'A4 แผ่นละ 4 ใบ',
    },
    discountPrint: 'แสดงค่าบริการและส่วนลดบนใบปะหน้า',
    print: 'พิมพ์',
    printNoCod: 'พิมพ์โดยไม่แสดง COD',
    printing: 'กำลังสร้างใบปะหน้า…',
    selected: 'เลือกแล้ว {{count}} รายการ',
    settings: 'ตั้งค่าการพิมพ์',
    defaultStyle: 'รูปแบบเริ่มต้น',
    printCod: 'พิมพ์ยอด COD',
    save: 'บันทึก',
    saved: 'บันทึกการตั้งค่าการพิมพ์แล้ว',
    columns: {
      billCode: 'เลขที่ใบนำส่ง',
      customerOrderNo: 'เลขที่ออเดอร์ของลูกค้า',
      receiver: 'ผู้รับ',
      city: 'เมือง',
      status: 'สถานะ',
      printCount: 'จำนวนครั้งที่พิมพ์',
      lastPrintedAt: 'พิมพ์ล่าสุด',
    },
  },
} satisfies Translation<Texts>;
