import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema';
import type { OutgoingMail } from './mailer';

/**
 * The development mailbox: without SMTP a mail lands in the `mail_outbox` table, which a developer
 * on `npm start` cannot open. In development/demo mode only (config.devMailbox: no SMTP_URL, not
 * production, GATEWAY_SEED=1 or DEV_MAILBOX=1) the gateway serves `GET /dev/mailbox`, the last
 * MAILBOX_SIZE mails as a plain HTML page (no script; a strict policy), and logs each mail's subject
 * and code line. Otherwise the route does not exist (404).
 */
export const MAILBOX_SIZE = 50;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}' +
  'article{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}' +
  'h2{font-size:1rem;margin:0 0 .25rem}p.meta{color:#555;font-size:.85rem;margin:0 0 .5rem}' +
  'pre{white-space:pre-wrap;margin:0;font-size:.95rem}';

/** The page's policy: nothing loads or runs; only its own style block (by its hash) applies. */
export const MAILBOX_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "script-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * The line of a mail a developer wants: the sentence that holds its code, link or password (the
 * whole body when none is named).
 */
export function codeLine(mail: Pick<OutgoingMail, 'body' | 'payload'>): string {
  const payload = mail.payload ?? {};
  const secret = [payload.code, payload.link, payload.password].find(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  if (secret === undefined) return mail.body;
  const sentences = mail.body.split(/(?<=[.。])\s+/);
  return sentences.find((sentence) => sentence.includes(String(secret))) ?? mail.body;
}

/** The mailbox page of `mails` (newest first). */
export function mailboxPage(
  mails: readonly { id: number; to: string; subject: string; body: string; kind: string; createdAt: Date }[],
): string {
  const items = mails
    .map(
      (mail) =>
        `<article><h2>${escapeHtml(mail.subject)}</h2>` +
        `<p class="meta">#${mail.id} · ${escapeHtml(mail.kind)} · to ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())}</p>` +
        `<pre>${escapeHtml(mail.body)}</pre></article>`,
    )
    .join('\n');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>' +
    `<style>${STYLE}</style></head><body><h1>Development mailbox</h1>` +
    `<p>The last ${MAILBOX_SIZE} mails of the outbox (SMTP is not configured). Reload for new ones.</p>` +
    (items || '<p>No mail yet.</p>') +
    '</body></html>'
  );
}

/** Registers `GET /dev/mailbox` (call only when config.devMailbox). */
export function registerDevMailbox(app: FastifyInstance): void {
  app.get(
    '/dev/mailbox',
    { config: { permission: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const mails = await app.db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          body: mailOutbox.body,
          kind: mailOutbox.kind,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(MAILBOX_SIZE);
      return reply
        .header('Content-Security-Policy', MAILBOX_CONTENT_SECURITY_POLICY)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mailboxPage(mails));
    },
  );
}
