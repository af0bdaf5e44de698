export { isEmpty } from './isEmpty';
export { EMPTY_DISPLAY, formatPhone344, displayOrDash } from './format';
export { DISPLAY_ALLOWED_TAGS, sanitizeDisplay } from './sanitize';
export { DATE_TIME_FORMAT, DATE_FORMAT, formatDateTime, dayRange } from './date';
