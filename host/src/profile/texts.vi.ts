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
  changePassword: {
    title: 'Đổi mật khẩu',
    hint: 'Các phiên đăng nhập trên thiết bị và trình duyệt khác sẽ kết thúc; phiên này vẫn được giữ.',
    success: 'Đã đổi mật khẩu; các phiên đăng nhập khác đã kết thúc',
  },
} satisfies Translation<Texts>;
