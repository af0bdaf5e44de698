import type { Database } from '../../db/client';
import { BizError } from '../../http/envelope';
import type { FileStorage } from '../../storage';
import { setPayoutAccount } from '../finance';
import {
  currentDocuments,
  ensureDocumentFiles,
  findCustomer,
  reviewSubmission,
  type CustomerDataRow,
  type CustomerDataStatus,
} from './customer-data.repo';
import {
  bankAccountChanged,
  DOCUMENT_RULES,
  FIELD_RULES,
  knownFields,
  reviewProblem,
  UNDER_REVIEW,
  type EntityType,
  type ReviewOutcome,
} from './customer-data.rules';
import type { SubmissionView } from './customer-data.schemas';

/** How long a document's preview link works. */
export const PREVIEW_SECONDS = 600;

/** A submission as both screens show it (the shipper's and the reviewer's), documents with preview links. */
export async function submissionView(
  db: Database,
  storage: FileStorage,
  customerId: number,
  row: CustomerDataRow | undefined,
): Promise<SubmissionView> {
  const customer = await findCustomer(db, customerId);
  const documents = await currentDocuments(db, customerId);
  await ensureDocumentFiles(db, customerId, documents);
  const entityType = (row?.entityType ?? 'COMPANY') as EntityType;
  return {
    id: row?.id ?? null,
    customerCode: customer.customerCode,
    customerName: customer.name,
    entityType,
    status: (row?.status ?? 'DRAFT') as CustomerDataStatus,
    fields: row?.fields ?? {},
    approved: row?.approved ?? null,
    isChange: row?.isChange ?? false,
    fieldReasons: row?.fieldReasons ?? {},
    documents: await Promise.all(
      documents.map(async (document) => ({
        id: document.id,
        field: document.field,
        fileName: document.fileName,
        contentType: document.contentType,
        size: document.size,
        url: await storage.signedUrl(document.storageKey, PREVIEW_SECONDS),
      })),
    ),
    requiredFields: [
      ...FIELD_RULES[entityType].map((rule) => rule.key),
      ...DOCUMENT_RULES[entityType].map((key) => `doc.${key}`),
    ],
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    reviewedBy: row?.reviewedBy ?? null,
  };
}

/**
 * A reviewer's decision on a submission of the network (approve, reject, ask for revision; a
 * reason per field for the last two). An approval puts the data in force and makes its bank
 * account the customer's COD payout account (a changed one after finance's pause). Refused,
 * translated, when the decision does not fit the submission, or a second approval raced this one.
 */
export async function decideSubmission(
  db: Database,
  networkId: number,
  reviewer: string,
  row: CustomerDataRow,
  decision: { status: ReviewOutcome; fieldReasons: Record<string, string> },
): Promise<CustomerDataRow> {
  const { status, fieldReasons } = decision;
  const problem = reviewProblem(
    row.status as CustomerDataStatus,
    status,
    fieldReasons,
    knownFields(row.entityType as EntityType),
  );
  if (problem) throw new BizError(problem);
  const now = new Date();
  const approving = status === 'APPROVED';
  const reasons = Object.fromEntries(Object.entries(fieldReasons).filter(([, reason]) => reason.trim()));
  const saved = await reviewSubmission(db, networkId, row.id, UNDER_REVIEW, {
    status,
    fieldReasons: approving ? {} : reasons,
    reviewedAt: now,
    reviewedBy: reviewer,
    ...(approving
      ? {
          approved: row.fields,
          isChange: false,
          // an approved change of the bank account: finance pauses COD payouts after it
          ...(bankAccountChanged(row.approved, row.fields) ? { bankChangedAt: now } : {}),
        }
      : {}),
  });
  // a second approval racing this one finds the submission moved on
  if (!saved) throw new BizError('customerData.alreadyApproved');
  // the approved bank account pays the COD money from now on (a changed one after a pause)
  if (approving && row.fields.bankAccountNo)
    await setPayoutAccount(
      db,
      { customerId: saved.customerId },
      {
        bankCode: (row.fields.bankName ?? '').trim().toUpperCase().slice(0, 16),
        accountNumber: row.fields.bankAccountNo.trim(),
        holderName: (row.fields.bankAccountHolder ?? '').trim().slice(0, 100),
      },
      now,
    );
  return saved;
}
