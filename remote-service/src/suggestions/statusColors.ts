import type { ComplaintStatus } from './api';

export const STATUS_COLORS: Record<ComplaintStatus, string> = {
  SUBMITTED: 'gold',
  PROCESSING: 'blue',
  REPLIED: 'green',
  CLOSED: 'default',
};
