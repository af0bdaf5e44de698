import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../auth/plugin';
import { ok } from '../../../http/envelope';
import { emptyEnvelope, envelopeOf } from '../../../http/envelope-schema';
import { bankAccountOf, confirmBankChange, requestBankChange } from './bank-account.repo';

const CHECK = ['codeReconciliation', 'codeReconciliation_CHECK'] as const;

/**
 * The COD payout bank account: shown masked; changed only by the main account, with a code mailed
 * to the bound e-mail. Payouts pause for the contract's hours after a change (cod.rules.ts).
 */
export default async function bankAccountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/bankAccount/get',
    {
      config: { permission: ['codeReconciliation'] },
      schema: {
        operationId: 'bankAccount.get',
        tags: ['cod'],
        summary: 'The COD payout bank account, masked',
        response: {
          200: envelopeOf(
            z
              .object({
                bankCode: z.string(),
                accountMasked: z.string(),
                holderName: z.string(),
                verified: z.boolean(),
                changedAt: z.string(),
              })
              .nullable(),
          ),
        },
      },
    },
    async (request) => ok(await bankAccountOf(app.db, sessionOf(request))),
  );

  api.post(
    '/bankAccount/requestChange',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'bankAccount.requestChange',
        tags: ['cod'],
        summary: 'Asks to change the payout account (main account only): a code goes to the bound e-mail',
        body: z.object({
          bankCode: z.string().trim().min(2).max(16),
          accountNumber: z
            .string()
            .trim()
            .regex(/^\d{6,20}$/),
          holderName: z.string().trim().min(2).max(100),
        }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await requestBankChange(app.db, app.mailer, sessionOf(request), request.body, new Date(), request.lang);
      return ok(null);
    },
  );

  api.post(
    '/bankAccount/confirmChange',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'bankAccount.confirmChange',
        tags: ['cod'],
        summary: 'Applies the requested change with the mailed code; payouts pause from now',
        body: z.object({
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/),
        }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await confirmBankChange(app.db, sessionOf(request), request.body.code, new Date());
      return ok(null);
    },
  );
}
