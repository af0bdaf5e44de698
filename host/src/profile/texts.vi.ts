import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  route: {
    profile: 'Hồ sơ',
    changePassword: 'Đổi mật khẩu',
  },
  layout: {
    profile: 'Hồ sơ',
  },
  profile: {
    title: 'Hồ sơ',
    account: 'Tài khoản',
    userName: 'Họ tên',
    phone: 'Số điện thoại',
    customer: 'Khách hàng',
    createdAt: 'Ngày đăng ký',
    role: 'Vai trò',
    admin: 'Tài khoản chính',
    subAccount: 'Tài khoản phụ',
    edit: 'Sửa thông tin',
    save: 'Lưu',
    saved: 'Đã lưu hồ sơ',
    userNameRequired: 'Vui lòng nhập họ tên',
    phoneInvalid: 'Vui lòng nhập số điện thoại hợp lệ',
    mail: 'Email đã liên kết',
    noMail: 'Chưa liên kết email',
    verified: 'Đã xác minh',
    unverified: 'Chưa xác minh',
    resend: 'Gửi lại email xác minh',
    resent: 'Đã gửi email xác minh',
    bind: 'Liên kết email',
    changeMail: 'Đổi email',
    newMail: 'Email mới',
    mailRequired: 'Vui lòng nhập địa chỉ email hợp lệ',
    sendCode: 'Gửi mã',
    codeSent: 'Đã gửi mã tới {{mail}}',
    code: 'Mã qua email',
    codeRequired: 'Vui lòng nhập mã 6 chữ số',
    confirmMail: 'Xác nhận liên kết',
    mailBound: 'Email đã được liên kết và xác minh',
    cancel: 'Hủy',
    changePassword: 'Đổi mật khẩu',
    loadFailed: 'Không tải được hồ sơ',
  },
  digest: {
    title: 'E-mail tóm tắt hằng tuần',
    weekly: 'Gửi cho tôi bản tóm tắt bảng số liệu vào mỗi thứ Hai',
    hint: 'Mỗi thứ Hai lúc 08:00 (WIB), các số liệu chính của 7 ngày qua (đơn hàng, đã ký nhận, hoàn trả, tỷ lệ giao thành công, tỷ lệ đúng hạn, ...) được gửi đến e-mail bạn đã liên kết, bằng ngôn ngữ của trang này khi bạn bật.',
    noMail:
      'Hãy liên kết và xác minh địa chỉ e-mail trước, nếu không bản tóm tắt không thể đến được với bạn.',
    on: 'Đã bật bản tóm tắt hằng tuần',
    off: 'Đã tắt bản tóm tắt hằng tuần',
  },
  changePassword: {
    title: 'Đổi mật khẩu',
    hint: 'Các phiên đăng nhập trên thiết bị và trình duyệt khác sẽ kết thúc; phiên này vẫn được giữ.',
    success: 'Đã đổi mật khẩu; các phiên đăng nhập khác đã kết thúc',
  },
} satisfies Translation<Texts>;
