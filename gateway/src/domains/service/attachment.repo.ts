import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/widgets';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import type { UrlSigner } from '../../storage';
import { loadSettings, type ServiceSettings } from './dictionary.repo';
import { attachmentRefusal } from './ticket.rules';

/** Attachments a ticket, a reply, a claim or a return rejection may carry: images and PDF. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/** Where the service domain serves its signed attachment links (attachment.routes.ts). */
export const ATTACHMENT_VIEW_PATH = '/customer-api/attachment/view/';

/** The uploaded files (table files) of the tenant among `keys`. */
export async function filesOf(db: Database, tenant: Tenant, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(ownedBy(files, tenant, inArray(files.key, [...keys])));
}

/** Refuses (translated) attachments of the wrong type or size, too many, or not the tenant's uploads. */
export async function checkAttachments(
  db: Database,
  tenant: Tenant,
  keys: string[],
  settings: ServiceSettings,
  alreadyAttached = 0,
) {
  const found = await filesOf(db, tenant, keys);
  const refusal =
    keys.length + alreadyAttached > settings.attachmentMaxFiles
      ? 'service.attachment.tooMany'
      : attachmentRefusal(keys, found, {
          maxFiles: settings.attachmentMaxFiles,
          maxBytes: settings.attachmentMaxBytes,
          contentTypes: ATTACHMENT_TYPES,
        });
  if (refusal)
    throw new BizError(refusal, {
      max: settings.attachmentMaxFiles,
      maxMb: settings.attachmentMaxBytes / 1024 / 1024,
    });
  return found;
}

/**
 * What an attachment link signs: the customer and the key, so a link names its tenant and a link
 * of one customer never opens another's file. Same HMAC secret and expiry as the storage's links
 * (UrlSigner), a different message, so the two kinds of links do not stand in for each other.
 */
export const signedSubject = (customerId: number, key: string) => `service/${customerId}/${key}`;

export function attachmentUrl(signer: UrlSigner, customerId: number, key: string, ttlSeconds: number) {
  const { exp, sig } = signer.sign(signedSubject(customerId, key), ttlSeconds);
  return `${ATTACHMENT_VIEW_PATH}${encodeURIComponent(key)}?c=${customerId}&exp=${exp}&sig=${sig}`;
}

export interface FileLink {
  key: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

/**
 * Signed links of the tenant's files among `keys`, by key (a key the tenant did not upload gets
 * none). One query for every file of an answer.
 */
export async function linksOf(
  db: Database,
  tenant: Tenant,
  keys: readonly string[],
  signer: UrlSigner,
  ttlSeconds: number,
): Promise<(keys: readonly string[]) => FileLink[]> {
  const rows = await filesOf(db, { customerId: tenant.customerId }, [...new Set(keys)]);
  const byKey = new Map(
    rows.map((row) => [
      row.key,
      {
        key: row.key,
        name: row.name,
        contentType: row.contentType,
        size: row.size,
        url: attachmentUrl(signer, tenant.customerId, row.key, ttlSeconds),
      },
    ]),
  );
  return (wanted) => wanted.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * The links of one answer: `await linker(tenant, keys)` gives, for any list of those keys, the
 * tenant's files with a signed link each (valid `attachmentLinkSeconds`, data).
 * @example
 * const linker = attachmentLinker(app.db, app.files.signer);
 * const files = await linker(session, row.attachments); files(row.attachments)
 */
export function attachmentLinker(db: Database, signer: UrlSigner) {
  return async (tenant: Tenant, keys: readonly string[]) => {
    const settings = await loadSettings(db);
    return linksOf(db, tenant, keys, signer, settings.attachmentLinkSeconds);
  };
}
export type AttachmentLinker = ReturnType<typeof attachmentLinker>;
