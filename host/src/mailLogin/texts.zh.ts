import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Chinese texts of texts.ts (fetched when Chinese is in use).
export default {
  mailLogin: {
    switchToMail: '使用邮箱验证码登录',
    switchToPassword: '使用密码登录',
    code: '邮箱验证码',
    codeRequired: '请输入 6 位邮箱验证码',
    send: '发送验证码',
    sent: '如该账号已绑定并验证邮箱，验证码已发送到该邮箱',
    accountFirst: '请先输入账号',
    submit: '登录',
  },
} satisfies Translation<Texts>;
