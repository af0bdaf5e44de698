import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  dataDashboard: {
    product: 'บริการ',
    allProducts: 'ทุกบริการ',
    province: 'จังหวัดปลายทาง',
    allProvinces: 'ทุกจังหวัด',
    range: '{{from}} ถึง {{to}} (WIB) เทียบกับ {{previousFrom}} ถึง {{previousTo}}',
    sections: {
      parcels: 'พัสดุ',
      rates: 'อัตราส่วน',
      leadTimes: 'ระยะเวลาดำเนินการ',
      money: 'ค่าใช้จ่ายและ COD',
      open: 'รายการค้างอยู่',
    },
    counts: {
      created: 'ออเดอร์ที่สร้าง',
      pickedUp: 'เข้ารับพัสดุแล้ว',
      signed: 'เซ็นรับแล้ว',
      inTransit: 'ระหว่างขนส่ง',
      returned: 'ตีกลับแล้ว',
      cancelled: 'ยกเลิกแล้ว',
    },
    rates: {
      deliverySuccess: 'อัตราจัดส่งสำเร็จ',
      returnRate: 'อัตราตีกลับ',
      codRefusal: 'อัตราปฏิเสธ COD',
      pickupSameDay: 'เข้ารับพัสดุภายในวันเดียวกัน',
      firstAttempt: 'จัดส่งสำเร็จในครั้งแรก',
      onTime: 'ตรงเวลา (วันปฏิทิน)',
      onTimeBusiness: 'ตรงเวลา (วันทำการ)',
    },
    leadTimes: {
      pickupMedianHours: 'เวลาเข้ารับพัสดุ ค่ามัธยฐาน (ชั่วโมง)',
      deliveryMedianHours: 'เวลาจัดส่ง ค่ามัธยฐาน (ชั่วโมง)',
      deliveryP90Hours: 'เวลาจัดส่ง P90 (ชั่วโมง)',
      codPaidMedianDays: 'การโอนเงิน COD ค่ามัธยฐาน (วัน)',
    },
    spend: {
      freightFee: 'ค่าขนส่ง',
      insuranceFee: 'ค่าประกัน',
      codFee: 'ค่าธรรมเนียม COD',
      spendTotal: 'ค่าใช้จ่ายรวม',
      costPerParcel: 'ต้นทุนต่อชิ้น',
    },
    cod: { collected: 'เก็บเงิน COD แล้ว', inProcess: 'COD กำลังดำเนินการ', paid: 'โอนเงิน COD แล้ว' },
    open: {
      tickets: 'ใบงานที่ยังไม่ปิด',
      claims: 'การเคลมที่ยังไม่ปิด',
      heldNearDeadline: 'พัสดุที่ถูกกักไว้ใกล้ครบกำหนด',
    },
    charts: {
      perDay: 'ออเดอร์ที่สร้างและเซ็นรับต่อวัน',
      statusMix: 'สัดส่วนสถานะ',
      leadTime: 'เวลาจัดส่งตามจังหวัด (ชั่วโมง)',
      topCities: '10 เมืองปลายทางสูงสุด',
      day: 'วันที่',
      status: 'สถานะ',
      province: 'จังหวัด',
      city: 'เมือง',
      orders: 'ออเดอร์',
      median: 'ค่ามัธยฐาน',
      p90: 'P90',
    },
    summaries: {
      perDay: 'ออเดอร์ต่อวันตั้งแต่ {{from}} ถึง {{to}}: สร้าง {{created}} เซ็นรับ {{signed}}',
      statusMix: 'สถานะของออเดอร์ {{total}} รายการที่สร้างตั้งแต่ {{from}} ถึง {{to}}: {{parts}}',
      leadTime: 'ค่ามัธยฐานชั่วโมงจัดส่งตามจังหวัด: {{parts}}',
      topCities: 'เมืองที่มีออเดอร์มากที่สุด: {{parts}}',
    },
    noDrillDown: 'เมื่อกรองตามบริการ ตัวเลขจะเปิดหน้าจัดการออเดอร์ไม่ได้ (หน้านั้นไม่มีตัวกรองบริการ)',
  },
} satisfies Translation<Texts>;
