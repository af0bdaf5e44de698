export { isEmpty } from './isEmpty';
export { EMPTY_DISPLAY, formatPhone344, displayOrDash, formatNumber } from './format';
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
