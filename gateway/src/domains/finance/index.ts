import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import { registerScanEffect } from '../orders';
import bankAccountRoutes from './cod/bank-account.routes';
import codBillRoutes from './cod/cod-bill.routes';
import codCommissionRoutes from './cod/cod-commission.routes';
import codPayoutRoutes from './cod/cod-payout.routes';
import codMatchingRoutes from './cod/cod-matching.routes';
import { codMatchingMessages } from './cod/cod-matching.messages';
import codReconciliationRoutes from './cod/cod-reconciliation.routes';
import codReconciliationReturnApplyRoutes from './cod/cod-reconciliation-return-apply.routes';
import monthlyStatementRoutes from './statements/monthly-statement.routes';
import waybillLedgerRoutes from './ledger/waybill-ledger.routes';
import { codLineEffect } from './cod/cod.repo';
import { defineCodJobs } from './cod/cod.job';
import { codMessages } from './cod/cod.messages';
import { statementMessages } from './statements/statement.messages';
import './cod/cod.export-type';
import './statements/statement.export-type';
import './statements/statement-pdf.export-type';

// A COD order's line follows its scans, inside the scan's transaction (DOMAINS.md "COD line").
registerScanEffect('finance.codLine', codLineEffect);

// What the test hooks, the seed and the bench use of finance.
export { cutBatch } from './cod/cod-batch.repo';
export { disputeLines, resolveDispute } from './cod/cod-dispute.repo';
export { asSeen } from './cod/cod-batch-range.repo';
export { type FinanceDeps } from './cod/cod-batch-event.repo';
export { runCycle } from './cod/cod-payment.repo';
export { generateStatement } from './statements/statement-job.repo';
export { codLineEffect } from './cod/cod.repo';
export { dunStatements, recordStatementPayment } from './statements/statement-dunning.repo';
export { resolveStatementDispute } from './statements/statement-dispute.repo';
export { openStatementDisputes } from './statements/statement-lifecycle.repo';
export { runStatementDesk } from './statements/statement-desk.repo';
// The account domain's review of customer data sets the payout account it approved.
export { setPayoutAccount } from './cod/bank-account.repo';

/**
 * Finance (remote-finance), mounted under /customer-api: the COD bill, COD commission,
 * COD reconciliation, monthly statements and the ledger of a waybill; the COD batch jobs.
 */
export default async function financeRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(codMessages);
  registerMessages(codMatchingMessages);
  registerMessages(statementMessages);
  await app.register(codBillRoutes);
  await app.register(codCommissionRoutes);
  await app.register(codReconciliationRoutes);
  await app.register(codReconciliationReturnApplyRoutes);
  await app.register(codMatchingRoutes);
  await app.register(waybillLedgerRoutes);
  await app.register(codPayoutRoutes);
  await app.register(monthlyStatementRoutes);
  await app.register(bankAccountRoutes);
  await defineCodJobs(app);
}

// the catalogues, for tests of texts written by other domains (a notification names a batch, a parcel)
export { codMessages, statementMessages };
