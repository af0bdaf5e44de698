import type { Lang } from '../i18n/language';
import { hasMessage, registerMessages, t } from '../i18n/messages';

/** The translated texts of schema failures, one per kind of zod issue. */
registerMessages({
  'validation.required': {
    zh: '此项为必填项',
    en: 'this field is required',
    id: 'kolom ini wajib diisi',
    th: 'จำเป็นต้องกรอกช่องนี้',
    km: 'ត្រូវតែបំពេញប្រអប់នេះ',
    ms: 'medan ini wajib diisi',
    vi: 'trường này là bắt buộc',
  },
  'validation.type': {
    zh: '类型不正确',
    en: 'must be a {expected}',
    id: 'harus berupa {expected}',
    th: 'ต้องเป็น{expected}',
    km: 'ត្រូវតែជា{expected}',
    ms: 'mesti berupa {expected}',
    vi: 'phải là {expected}',
  },
  'validation.minLength': {
    zh: '至少 {n} 个字符',
    en: 'at least {n} characters',
    id: 'minimal {n} karakter',
    th: 'อย่างน้อย {n} ตัวอักษร',
    km: 'យ៉ាងតិច {n} តួអក្សរ',
    ms: 'sekurang-kurangnya {n} aksara',
    vi: 'ít nhất {n} ký tự',
  },
  'validation.maxLength': {
    zh: '最多 {n} 个字符',
    en: 'at most {n} characters',
    id: 'maksimal {n} karakter',
    th: 'ไม่เกิน {n} ตัวอักษร',
    km: 'យ៉ាងច្រើន {n} តួអក្សរ',
    ms: 'maksimum {n} aksara',
    vi: 'tối đa {n} ký tự',
  },
  'validation.minItems': {
    zh: '至少选择 {n} 项',
    en: 'choose at least {n}',
    id: 'pilih minimal {n}',
    th: 'เลือกอย่างน้อย {n} รายการ',
    km: 'ជ្រើសរើសយ៉ាងតិច {n}',
    ms: 'pilih sekurang-kurangnya {n}',
    vi: 'chọn ít nhất {n} mục',
  },
  'validation.maxItems': {
    zh: '最多 {n} 项',
    en: 'at most {n} items',
    id: 'maksimal {n} item',
    th: 'ไม่เกิน {n} รายการ',
    km: 'យ៉ាងច្រើន {n} ធាតុ',
    ms: 'maksimum {n} item',
    vi: 'tối đa {n} mục',
  },
  'validation.min': {
    zh: '不能小于 {n}',
    en: 'at least {n}',
    id: 'minimal {n}',
    th: 'ต้องไม่น้อยกว่า {n}',
    km: 'យ៉ាងតិច {n}',
    ms: 'sekurang-kurangnya {n}',
    vi: 'không được nhỏ hơn {n}',
  },
  'validation.minExclusive': {
    zh: '必须大于 {n}',
    en: 'must be more than {n}',
    id: 'harus lebih dari {n}',
    th: 'ต้องมากกว่า {n}',
    km: 'ត្រូវតែធំជាង {n}',
    ms: 'mesti lebih daripada {n}',
    vi: 'phải lớn hơn {n}',
  },
  'validation.max': {
    zh: '不能大于 {n}',
    en: 'at most {n}',
    id: 'maksimal {n}',
    th: 'ต้องไม่เกิน {n}',
    km: 'យ៉ាងច្រើន {n}',
    ms: 'maksimum {n}',
    vi: 'không được lớn hơn {n}',
  },
  'validation.maxExclusive': {
    zh: '必须小于 {n}',
    en: 'must be less than {n}',
    id: 'harus kurang dari {n}',
    th: 'ต้องน้อยกว่า {n}',
    km: 'ត្រូវតែតិចជាង {n}',
    ms: 'mesti kurang daripada {n}',
    vi: 'phải nhỏ hơn {n}',
  },
  'validation.email': {
    zh: '请输入有效的邮箱地址',
    en: 'must be a valid e-mail address',
    id: 'harus berupa alamat email yang valid',
    th: 'ต้องเป็นอีเมลที่ถูกต้อง',
    km: 'ត្រូវតែជាអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ',
    ms: 'mesti alamat e-mel yang sah',
    vi: 'phải là địa chỉ email hợp lệ',
  },
  'validation.format': {
    zh: '格式不正确',
    en: 'has the wrong format',
    id: 'formatnya salah',
    th: 'รูปแบบไม่ถูกต้อง',
    km: 'ទម្រង់មិនត្រឹមត្រូវ',
    ms: 'formatnya salah',
    vi: 'sai định dạng',
  },
  'validation.oneOf': {
    zh: '必须是以下之一：{values}',
    en: 'must be one of: {values}',
    id: 'harus salah satu dari: {values}',
    th: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: {values}',
    km: 'ត្រូវតែជាតម្លៃមួយក្នុងចំណោម៖ {values}',
    ms: 'mesti salah satu daripada: {values}',
    vi: 'phải là một trong: {values}',
  },
  'validation.integer': {
    zh: '必须是整数',
    en: 'must be a whole number',
    id: 'harus bilangan bulat',
    th: 'ต้องเป็นจำนวนเต็ม',
    km: 'ត្រូវតែជាចំនួនគត់',
    ms: 'mesti nombor bulat',
    vi: 'phải là số nguyên',
  },
  'validation.unknownKeys': {
    zh: '不支持的字段：{keys}',
    en: 'unknown fields: {keys}',
    id: 'kolom tidak dikenal: {keys}',
    th: 'ไม่รู้จักฟิลด์: {keys}',
    km: 'វាលមិនស្គាល់៖ {keys}',
    ms: 'medan tidak dikenali: {keys}',
    vi: 'trường không xác định: {keys}',
  },
  'validation.nul': {
    zh: '文本不能包含 NUL 字符 (\\u0000)',
    en: 'text must not contain the NUL character (\\u0000)',
    id: 'teks tidak boleh berisi karakter NUL (\\u0000)',
    th: 'ข้อความต้องไม่มีอักขระ NUL (\\u0000)',
    km: 'អត្ថបទមិនត្រូវមានតួអក្សរ NUL (\\u0000) ទេ',
    ms: 'teks tidak boleh mengandungi aksara NUL (\\u0000)',
    vi: 'văn bản không được chứa ký tự NUL (\\u0000)',
  },
  'validation.invalid': {
    zh: '输入不正确',
    en: 'this value is not valid',
    id: 'nilai ini tidak valid',
    th: 'ค่านี้ไม่ถูกต้อง',
    km: 'តម្លៃនេះមិនត្រឹមត្រូវ',
    ms: 'nilai ini tidak sah',
    vi: 'giá trị này không hợp lệ',
  },
});

/** A schema failure as the zod type provider reports it (fastify's `error.validation` item). */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const TYPE_NAMES: Record<Lang, Record<string, string>> = {
  zh: { string: '文本', number: '数字', int: '整数', boolean: '布尔值', array: '列表', object: '对象' },
  en: {
    string: 'text',
    number: 'number',
    int: 'whole number',
    boolean: 'yes or no',
    array: 'list',
    object: 'object',
  },
  id: {
    string: 'teks',
    number: 'angka',
    int: 'bilangan bulat',
    boolean: 'ya atau tidak',
    array: 'daftar',
    object: 'objek',
  },
  th: {
    string: 'ข้อความ',
    number: 'ตัวเลข',
    int: 'จำนวนเต็ม',
    boolean: 'ใช่หรือไม่ใช่',
    array: 'รายการ',
    object: 'ออบเจ็กต์',
  },
  km: {
    string: 'អត្ថបទ',
    number: 'លេខ',
    int: 'ចំនួនគត់',
    boolean: 'បាទ/ចាស ឬទេ',
    array: 'បញ្ជី',
    object: 'វត្ថុ',
  },
  ms: {
    string: 'teks',
    number: 'nombor',
    int: 'nombor bulat',
    boolean: 'ya atau tidak',
    array: 'senarai',
    object: 'objek',
  },
  vi: {
    string: 'văn bản',
    number: 'số',
    int: 'số nguyên',
    boolean: 'có hoặc không',
    array: 'danh sách',
    object: 'đối tượng',
  },
};

function sizeMessage(lang: Lang, issue: ValidationIssue, side: 'min' | 'max'): string {
  const params = issue.params ?? {};
  const n = Number(side === 'min' ? params.minimum : params.maximum);
  const exclusive = params.inclusive === false;
  switch (params.origin) {
    case 'string':
      if (side === 'min' && n <= 1) return t(lang, 'validation.required');
      return t(lang, side === 'min' ? 'validation.minLength' : 'validation.maxLength', {
        n: exclusive ? (side === 'min' ? n + 1 : n - 1) : n,
      });
    case 'array':
    case 'set':
      return t(lang, side === 'min' ? 'validation.minItems' : 'validation.maxItems', { n });
    default:
      if (side === 'min') return t(lang, exclusive ? 'validation.minExclusive' : 'validation.min', { n });
      return t(lang, exclusive ? 'validation.maxExclusive' : 'validation.max', { n });
  }
}

/**
 * The translated message of one schema failure; `missing` says the field was not sent at all.
 * A refinement whose message is a catalogue key (`z.string().refine(check, 'account.phoneInvalid')`)
 * is translated by that key.
 * @example
 * issueMessage('en', { keyword: 'too_big', params: { origin: 'string', maximum: 20 } }, false); // 'at most 20 characters'
 */
export function issueMessage(lang: Lang, issue: ValidationIssue, missing: boolean): string {
  const params = issue.params ?? {};
  if (missing) return t(lang, 'validation.required');
  switch (issue.keyword) {
    case 'invalid_type': {
      const expected = String(params.expected ?? '');
      return t(lang, 'validation.type', { expected: TYPE_NAMES[lang][expected] ?? expected });
    }
    case 'too_small':
      return sizeMessage(lang, issue, 'min');
    case 'too_big':
      return sizeMessage(lang, issue, 'max');
    case 'invalid_format':
      return t(lang, params.format === 'email' ? 'validation.email' : 'validation.format');
    case 'invalid_value':
      return t(lang, 'validation.oneOf', {
        values: Array.isArray(params.values) ? params.values.map(String).join(', ') : '',
      });
    case 'not_multiple_of':
      return t(lang, params.divisor === 1 ? 'validation.integer' : 'validation.invalid');
    case 'unrecognized_keys':
      return t(lang, 'validation.unknownKeys', {
        keys: Array.isArray(params.keys) ? params.keys.join(', ') : '',
      });
    default:
      return issue.message && hasMessage(issue.message)
        ? t(lang, issue.message, params as Record<string, string | number>)
        : t(lang, 'validation.invalid');
  }
}
