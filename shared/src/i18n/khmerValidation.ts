import type { Locale } from 'antd/es/locale';

type ValidateMessages = NonNullable<Locale['Form']>['defaultValidateMessages'];

// antd fills ${label}, ${type}… itself: these are not template literals
const typeTemplate = '${label} មិនមែនជា ${type} ត្រឹមត្រូវទេ';

/** antd's form validation messages in Khmer (antd's km_KH leaves them in English). */
export const khmerValidateMessages: ValidateMessages = {
  default: 'កំហុសក្នុងការផ្ទៀងផ្ទាត់ ${label}',
  required: 'សូមបញ្ចូល ${label}',
  enum: '${label} ត្រូវតែជាមួយក្នុងចំណោម [${enum}]',
  whitespace: '${label} មិនអាចជាតួអក្សរទទេបានទេ',
  date: {
    format: 'ទម្រង់កាលបរិច្ឆេទនៃ ${label} មិនត្រឹមត្រូវ',
    parse: '${label} មិនអាចបម្លែងទៅជាកាលបរិច្ឆេទបានទេ',
    invalid: '${label} ជាកាលបរិច្ឆេទមិនត្រឹមត្រូវ',
  },
  types: {
    string: typeTemplate,
    method: typeTemplate,
    array: typeTemplate,
    object: typeTemplate,
    number: typeTemplate,
    date: typeTemplate,
    boolean: typeTemplate,
    integer: typeTemplate,
    float: typeTemplate,
    regexp: typeTemplate,
    email: typeTemplate,
    url: typeTemplate,
    hex: typeTemplate,
  },
  string: {
    len: '${label} ត្រូវតែមាន ${len} តួអក្សរ',
    min: '${label} ត្រូវមានយ៉ាងតិច ${min} តួអក្សរ',
    max: '${label} មិនអាចលើសពី ${max} តួអក្សរ',
    range: '${label} ត្រូវមានពី ${min} ដល់ ${max} តួអក្សរ',
  },
  number: {
    len: '${label} ត្រូវតែស្មើនឹង ${len}',
    min: '${label} ត្រូវមានតម្លៃយ៉ាងតិច ${min}',
    max: '${label} មិនអាចលើសពី ${max}',
    range: '${label} ត្រូវស្ថិតនៅចន្លោះ ${min} ដល់ ${max}',
  },
  array: {
    len: 'ត្រូវតែមាន ${label} ចំនួន ${len}',
    min: 'យ៉ាងតិច ${min} ${label}',
    max: 'យ៉ាងច្រើន ${max} ${label}',
    range: 'ចំនួន ${label} ត្រូវស្ថិតនៅចន្លោះ ${min} ដល់ ${max}',
  },
  pattern: {
    mismatch: '${label} មិនត្រូវនឹងទម្រង់ ${pattern}',
  },
};
