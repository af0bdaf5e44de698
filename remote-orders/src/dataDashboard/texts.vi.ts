import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  dataDashboard: {
    product: 'Dịch vụ',
    allProducts: 'Tất cả dịch vụ',
    province: 'Tỉnh đến',
    allProvinces: 'Tất cả tỉnh',
    range: '{{from}} đến {{to}} (WIB), so với {{previousFrom}} đến {{previousTo}}',
    sections: {
      parcels: 'Bưu kiện',
      rates: 'Tỷ lệ',
      leadTimes: 'Thời gian xử lý',
      money: 'Chi phí và COD',
      open: 'Việc chưa xong',
    },
    counts: {
      created: 'Đơn đã tạo',
      pickedUp: 'Đã lấy hàng',
      signed: 'Đã ký nhận',
      inTransit: 'Đang vận chuyển',
      returned: 'Đã chuyển hoàn',
      cancelled: 'Đã hủy',
    },
    rates: {
      deliverySuccess: 'Tỷ lệ giao thành công',
      returnRate: 'Tỷ lệ chuyển hoàn',
      codRefusal: 'Tỷ lệ từ chối COD',
      pickupSameDay: 'Lấy hàng trong ngày',
      firstAttempt: 'Giao thành công lần đầu',
      onTime: 'Đúng hạn (ngày dương lịch)',
      onTimeBusiness: 'Đúng hạn (ngày làm việc)',
    },
    leadTimes: {
      pickupMedianHours: 'Thời gian lấy hàng, trung vị (giờ)',
      deliveryMedianHours: 'Thời gian giao hàng, trung vị (giờ)',
      deliveryP90Hours: 'Thời gian giao hàng, P90 (giờ)',
      codPaidMedianDays: 'Thanh toán COD, trung vị (ngày)',
    },
    spend: {
      freightFee: 'Cước vận chuyển',
      insuranceFee: 'Phí bảo hiểm',
      codFee: 'Phí COD',
      spendTotal: 'Tổng chi phí',
      costPerParcel: 'Chi phí mỗi bưu kiện',
    },
    cod: { collected: 'COD đã thu', inProcess: 'COD đang xử lý', paid: 'COD đã thanh toán' },
    open: {
      tickets: 'Phiếu yêu cầu chưa đóng',
      claims: 'Yêu cầu bồi thường chưa đóng',
      heldNearDeadline: 'Bưu kiện lưu kho sắp hết hạn',
    },
    charts: {
      perDay: 'Đơn đã tạo và đã ký nhận mỗi ngày',
      statusMix: 'Cơ cấu trạng thái',
      leadTime: 'Thời gian giao hàng theo tỉnh (giờ)',
      topCities: '10 thành phố đến nhiều nhất',
      day: 'Ngày',
      status: 'Trạng thái',
      province: 'Tỉnh',
      city: 'Thành phố',
      orders: 'Số đơn',
      median: 'Trung vị',
      p90: 'P90',
    },
    summaries: {
      perDay: 'Đơn mỗi ngày từ {{from}} đến {{to}}: {{created}} đã tạo, {{signed}} đã ký nhận',
      statusMix: 'Trạng thái của {{total}} đơn tạo từ {{from}} đến {{to}}: {{parts}}',
      leadTime: 'Số giờ giao hàng trung vị theo tỉnh: {{parts}}',
      topCities: 'Các thành phố có nhiều đơn nhất: {{parts}}',
    },
    noDrillDown:
      'Khi lọc theo dịch vụ, các số liệu không mở được quản lý đơn hàng (trang đó không có bộ lọc dịch vụ)',
  },
} satisfies Translation<Texts>;
