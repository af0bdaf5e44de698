export const COMPLAINT_KINDS = ['COMPLAINT', 'SUGGESTION'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

export const COMPLAINT_STATUSES = ['SUBMITTED', 'PROCESSING', 'REPLIED', 'CLOSED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Categories a shipper can choose, by kind. */
export const COMPLAINT_CATEGORIES: Readonly<Record<ComplaintKind, readonly string[]>> = {
  COMPLAINT: ['DELIVERY_DELAY', 'DAMAGED', 'LOST', 'COURIER_ATTITUDE', 'PICKUP', 'COD', 'OTHER'],
  SUGGESTION: ['PRODUCT', 'WEBSITE', 'SERVICE', 'OTHER'],
};

export const ALL_CATEGORIES = [...new Set(Object.values(COMPLAINT_CATEGORIES).flat())] as [
  string,
  ...string[],
];

export function isCategoryOf(kind: ComplaintKind, category: string): boolean {
  return COMPLAINT_CATEGORIES[kind].includes(category);
}

export const CONTENT_MIN = 10;
export const CONTENT_MAX = 1000;
