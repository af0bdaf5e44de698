export { isEmpty } from './isEmpty';
export {
  EMPTY_DISPLAY,
  formatPhone344,
  displayOrDash,
  formatNumber,
  formatIdr,
  formatKg,
  BUSINESS_ZONE,
  DATE_TIME_DISPLAY,
  DATE_TIME_DISPLAY_ZH,
  DATE_DISPLAY,
  DATE_DISPLAY_ZH,
  formatTime,
  formatBusinessTime,
  formatDate,
} from './format';
export {
  DATE_TIME_FORMAT,
  DATE_FORMAT,
  BUSINESS_UTC_OFFSET_MINUTES,
  businessToday,
  toBusinessTime,
  parseBusinessTime,
  type Instant,
  formatDateTime,
  dayRange,
  dayStart,
  dayEnd,
} from './date';
export { exportQueued, exportsChanged, onExportsChanged } from './exportSignal';
