import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** What the mail is for: 'reset', 'login', 'bind', 'activate', 'account-id', ... */
  kind: string;
  payload?: Record<string, unknown>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the mail_outbox table (which tests read, and the
 * development mailbox shows), `onOutbox` told of each mail written there (the development log).
 */
export function createMailer(
  db: Database,
  smtpUrl: string | undefined,
  from = 'no-reply@shipper-portal.local',
  onOutbox?: (mail: OutgoingMail) => void,
): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        await db.insert(mailOutbox).values({ ...mail, payload: mail.payload ?? {} });
        onOutbox?.(mail);
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}
