import type { CustomerDataFields, CustomerDataStatus } from '../../db/schema/account';

export const ENTITY_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** A field of the submission: its key, whether it must be filled, and its pattern. */
interface FieldRule {
  key: string;
  required: boolean;
  pattern?: RegExp;
}

const text = (key: string, required = true): FieldRule => ({ key, required });
const digits = (key: string, length: string, required = true): FieldRule => ({
  key,
  required,
  pattern: new RegExp(`^\\d{${length}}$`),
});

const BANK = [text('bankName'), digits('bankAccountNo', '6,20'), text('bankAccountHolder')];

/** The fields of each kind of shipper (DOMAINS.md "Customer data"). */
export const FIELD_RULES: Record<EntityType, FieldRule[]> = {
  COMPANY: [
    text('companyName'),
    digits('npwp', '15,16'),
    digits('nib', '13'),
    text('deedNumber'),
    text('address'),
    text('contactName'),
    digits('contactKtp', '16'),
    { key: 'contactPhone', required: true, pattern: /^08\d{7,12}$/ },
    { key: 'email', required: true, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
    ...BANK,
  ],
  INDIVIDUAL: [
    text('fullName'),
    digits('ktp', '16'),
    digits('npwp', '15,16', false),
    text('address'),
    { key: 'contactPhone', required: true, pattern: /^08\d{7,12}$/ },
    { key: 'email', required: true, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
    ...BANK,
  ],
};

/** The documents each kind of shipper uploads: NPWP, NIB, deed and its decree, the contact's KTP, the bank book. */
export const DOCUMENT_RULES: Record<EntityType, string[]> = {
  COMPANY: ['npwp', 'nib', 'deed', 'decree', 'contactKtp', 'bankBook'],
  INDIVIDUAL: ['ktp', 'bankBook'],
};

/** Every field key and document key a reason may name. */
export function knownFields(entityType: EntityType): Set<string> {
  return new Set([
    ...FIELD_RULES[entityType].map((rule) => rule.key),
    ...DOCUMENT_RULES[entityType].map((key) => `doc.${key}`),
  ]);
}

/** Upper case letters and digits only, without the legal forms, for comparing names. */
export function nameKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/\b(PT|CV|TBK|UD|PD)\b\.?/g, '')
    .replace(/[^A-Z0-9]/g, '');
}

export interface FieldProblem {
  field: string;
  /** Message key: customerData.required, customerData.invalid, customerData.holderMismatch, customerData.documentMissing */
  problem: string;
}

/**
 * What stops a submission: each required field empty or malformed, each document missing, and a bank
 * account holder that is neither the KTP name (an individual) nor the company name.
 */
export function submissionProblems(
  entityType: EntityType,
  fields: CustomerDataFields,
  documents: ReadonlySet<string>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const rule of FIELD_RULES[entityType]) {
    const value = (fields[rule.key] ?? '').trim();
    if (!value) {
      if (rule.required) problems.push({ field: rule.key, problem: 'customerData.required' });
    } else if (rule.pattern && !rule.pattern.test(value))
      problems.push({ field: rule.key, problem: 'customerData.invalid' });
  }
  for (const key of DOCUMENT_RULES[entityType])
    if (!documents.has(key)) problems.push({ field: `doc.${key}`, problem: 'customerData.documentMissing' });
  const holder = nameKey(fields.bankAccountHolder ?? '');
  const owner = nameKey((entityType === 'COMPANY' ? fields.companyName : fields.fullName) ?? '');
  if (holder && owner && holder !== owner)
    problems.push({ field: 'bankAccountHolder', problem: 'customerData.holderMismatch' });
  return problems;
}

/** The statuses from which a shipper may edit and submit again. */
const EDITABLE: readonly CustomerDataStatus[] = ['DRAFT', 'REJECTED', 'NEEDS_REVISION', 'APPROVED'];
/** The statuses a reviewer acts on. */
export const UNDER_REVIEW: readonly CustomerDataStatus[] = ['SUBMITTED', 'UNDER_REVIEW'];

export function editable(status: CustomerDataStatus): boolean {
  return EDITABLE.includes(status);
}

/** The review outcomes. */
export const REVIEW_OUTCOMES = ['APPROVED', 'REJECTED', 'NEEDS_REVISION'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/**
 * Why a review may not be recorded (a message key), or null: the submission must be under review
 * (approving twice is refused), a rejection or revision names at least one field with a reason,
 * and reasons name fields of the submission only.
 */
export function reviewProblem(
  status: CustomerDataStatus,
  outcome: ReviewOutcome,
  reasons: Record<string, string>,
  fields: ReadonlySet<string>,
): string | null {
  if (!UNDER_REVIEW.includes(status))
    return status === 'APPROVED' ? 'customerData.alreadyApproved' : 'customerData.notUnderReview';
  const named = Object.entries(reasons).filter(([, reason]) => reason.trim() !== '');
  if (named.some(([field]) => !fields.has(field))) return 'customerData.unknownField';
  if (outcome !== 'APPROVED' && named.length === 0) return 'customerData.reasonNeeded';
  return null;
}

const BANK_FIELDS = ['bankName', 'bankAccountNo', 'bankAccountHolder'];

/** Whether approving `next` changes the bank account of the data in force (`current`, none at the first approval). */
export function bankAccountChanged(current: CustomerDataFields | null, next: CustomerDataFields): boolean {
  if (!current) return false;
  return BANK_FIELDS.some((key) => (current[key] ?? '').trim() !== (next[key] ?? '').trim());
}
