import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  mailLogin: {
    switchToMail: 'Đăng nhập bằng mã email',
    switchToPassword: 'Đăng nhập bằng mật khẩu',
    code: 'Mã qua email',
    codeRequired: 'Vui lòng nhập mã 6 chữ số trong email',
    send: 'Gửi mã',
    sent: 'Nếu tài khoản có email đã xác minh, mã đã được gửi tới email đó',
    accountFirst: 'Vui lòng nhập tài khoản trước',
    submit: 'Đăng nhập',
  },
} satisfies Translation<Texts>;
