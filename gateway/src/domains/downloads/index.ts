import type { FastifyInstance } from 'fastify';
import downloadRoutes from './download.routes';
import './download.messages';

// What other domains use: they register an export type and queue an export of it.
export { registerExportType, type ExportType } from './download-export-registry.service';
export { queueExport, recordInlineExport, requestExport, type QueuedExport } from './download.service';
export { exportCallResponse } from './download.schemas';
export { filterSummary, labelOf, summaryDay, type SummaryField } from './download-filter-summary.render';
export { recordLink, sweepStalePartials } from './download-export.job';

/** The downloads domain (the host's download centre), mounted under /customer-api. */
export default async function downloadsDomain(app: FastifyInstance): Promise<void> {
  await app.register(downloadRoutes);
}
export { CODE, CODE_TEXTS, EXPORT_TEXTS } from './export-texts';
