import type { Translation } from 'shared';
import type { Texts } from './lifecycleTexts';

// The Thai texts of lifecycleTexts.ts (fetched when Thai is chosen).
export default {
  lifecycle: {
    assignee: 'ผู้รับผิดชอบ',
    unassigned: 'ยังไม่ได้มอบหมาย',
    escalated: 'ส่งต่อระดับสูงขึ้นเมื่อ {{time}}',
    attachments: 'ไฟล์แนบ',
    claim: {
      detail: 'รายละเอียด',
      title: 'การเคลม {{claimNo}}',
      request: 'เจ้าหน้าที่ขอข้อมูล',
      documents: 'เอกสาร',
      addDocuments: 'เพิ่มเอกสาร',
      documentsNote: 'หมายเหตุ',
      documentsSent: 'ส่งเอกสารแล้ว การเคลมจะถูกพิจารณาอีกครั้ง',
      appeal: 'อุทธรณ์',
      appealReason: 'เหตุผลในการอุทธรณ์ (อย่างน้อย 10 ตัวอักษร)',
      appealSent: 'ส่งคำอุทธรณ์แล้ว',
      appealed: 'คำอุทธรณ์',
      payoutReference: 'เลขอ้างอิงการโอน',
      paidAt: 'จ่ายเมื่อ',
      decidedAt: 'ตัดสินเมื่อ',
      send: 'ส่ง',
      required: 'จำเป็นต้องกรอก',
    },
  },
} satisfies Translation<Texts>;
