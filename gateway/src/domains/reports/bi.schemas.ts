import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { SAVED_VIEW_FILTERS, SAVED_VIEW_LIMITS, SAVED_VIEW_REPORTS } from './bi.rules';

// The saved report views' calls (/report-api/bi/...): list, save, rename, delete.

const viewId = z.number().int().positive().max(2_147_483_647).describe('The saved view');
const viewName = z
  .string()
  .trim()
  .min(1)
  .max(SAVED_VIEW_LIMITS.maxNameLength)
  .describe('Its name, unique among the user’s views');
const report = z.enum(SAVED_VIEW_REPORTS).describe('The report screen (route name) the view belongs to');

const viewOf = <Name extends keyof typeof SAVED_VIEW_FILTERS>(name: Name) =>
  z.object({
    report: z.literal(name),
    filter: SAVED_VIEW_FILTERS[name].describe(`The filter of ${name}, as its report calls take it`),
  });

/** A report and its filter, the filter checked against that report's own filter schema. */
const reportAndFilter = z.discriminatedUnion('report', [
  viewOf('dataDashboard'),
  viewOf('dispatchReport'),
  viewOf('customerReport'),
  viewOf('statusCheck'),
]);

export const savedViewListBody = z.object({
  report: report.optional().describe('Only the views of this report (all the user’s views without it)'),
});

export const savedViewSaveBody = z
  .object({
    id: viewId.optional().describe('Replaces the filter of this view (a new view without it)'),
    name: viewName,
  })
  .and(reportAndFilter);
export type SavedViewSave = z.infer<typeof savedViewSaveBody>;

export const savedViewRenameBody = z.object({ id: viewId, name: viewName });
export const savedViewDeleteBody = z.object({ id: viewId });

export const savedView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.string().describe('WIB, yyyy-MM-dd HH:mm:ss'),
    updatedAt: z.string().describe('WIB, yyyy-MM-dd HH:mm:ss'),
  })
  .and(reportAndFilter);

export const savedViewListResponse = envelopeOf(
  z.object({
    views: z.array(savedView).describe('The user’s saved views, by name'),
    limit: z.number().int().describe('How many views a user may keep'),
  }),
);
export const savedViewResponse = envelopeOf(savedView);
export const savedViewDeleteResponse = envelopeOf(z.null());
