/** Tag colours of the claim statuses (list and drawer). */
export const CLAIM_STATUS_COLORS: Record<string, string> = {
  SUBMITTED: 'default',
  UNDER_REVIEW: 'processing',
  INFO_REQUESTED: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  APPEALED: 'purple',
  PAID: 'blue',
};

/** Tag colours of the ticket statuses. */
export const TICKET_STATUS_COLORS: Record<string, string> = {
  SUBMITTED: 'default',
  ASSIGNED: 'cyan',
  IN_PROGRESS: 'processing',
  AWAITING_CUSTOMER: 'gold',
  ESCALATED: 'red',
  REOPENED: 'orange',
  RESOLVED: 'green',
  CLOSED: 'default',
};
