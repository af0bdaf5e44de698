import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  privacy: {
    version: 'Phiên bản {{version}}',
    intro: 'Vui lòng đọc và chấp nhận thỏa thuận quyền riêng tư hiện hành trước khi tiếp tục.',
    agree: 'Tôi đã đọc và chấp nhận thỏa thuận quyền riêng tư',
    accept: 'Chấp nhận và tiếp tục',
    mustAgree: 'Vui lòng đánh dấu ô để chấp nhận trước',
    offlineTitle: 'Đã ký thỏa thuận bản giấy?',
    offlineCode: 'Mã thỏa thuận',
    offlineCodeRequired: 'Vui lòng nhập mã thỏa thuận',
    offlineSubmit: 'Xác nhận thỏa thuận bản giấy',
    offlineOther: 'Mã này không phải thỏa thuận bạn cần chấp nhận',
    logout: 'Đăng xuất',
    loadFailed: 'Không tải được thỏa thuận quyền riêng tư',
    retry: 'Thử lại',
  },
} satisfies Translation<Texts>;
