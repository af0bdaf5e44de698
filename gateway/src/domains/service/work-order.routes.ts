import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { exportCallResponse, queueExport } from '../downloads';
import { dictionaryOf, namesOf } from './dictionary.repo';
import type { Tenant } from '../../db/tenant-scope';
import { attachmentLinker } from './attachment.repo';
import { openTicket, rateTicket, reopenTicket, replyTicket, ticketDetail, ticketPage } from './ticket.repo';
import {
  firstTypesResponse,
  secondTypesQuery,
  ticketDetailBody,
  ticketDetailResponse,
  ticketFilter,
  ticketPageBody,
  ticketPageResponse,
  ticketRateBody,
  ticketReopenBody,
  ticketReplyBody,
  ticketSaveBody,
} from './ticket.schemas';

type TicketDetail = Awaited<ReturnType<typeof ticketDetail>>;

const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** Work orders (remote-service /workOrder). Mounted under /customer-api. */
export default async function ticketRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const named = async (lang: string) => {
    const name = await namesOf(app.db, ['TICKET_TYPE', 'TICKET_SUBTYPE'], lang);
    return <T extends { typeCode: string; subtypeCode: string }>(row: T) => ({
      ...row,
      typeName: name('TICKET_TYPE', row.typeCode),
      subtypeName: name('TICKET_SUBTYPE', row.subtypeCode),
    });
  };
  const detail = envelopeOf(ticketDetailResponse.shape.data.unwrap());
  const linker = attachmentLinker(app.db, app.files.signer);
  /** A ticket's detail with names in `lang` and a signed link per attached file (ticket and thread). */
  const described = async (lang: string, tenant: Tenant, row: TicketDetail) => {
    const links = await linker(tenant, [
      ...row.attachments,
      ...row.thread.flatMap((message) => message.attachments),
    ]);
    return (await named(lang))({
      ...row,
      attachmentFiles: links(row.attachments),
      thread: row.thread.map((message) => ({ ...message, attachmentFiles: links(message.attachments) })),
    });
  };

  app.post(
    '/workOrder/page',
    {
      config: { permission: ['workOrder'] },
      schema: {
        operationId: 'service.ticketPage',
        tags: ['service'],
        summary: 'Tickets with their SLA clock, newest first',
        body: ticketPageBody,
        response: { 200: ticketPageResponse },
      },
    },
    async (request) => {
      const page = await ticketPage(app.db, sessionOf(request), request.body, new Date());
      const withNames = await named(request.lang);
      return ok({ ...page, records: page.records.map(withNames) });
    },
  );

  app.post(
    '/workOrder/detail',
    {
      config: { permission: ['workOrder', 'workOrder_DETAIL'] },
      schema: {
        operationId: 'service.ticketDetail',
        tags: ['service'],
        summary: 'One ticket with its thread',
        body: ticketDetailBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await described(
          request.lang,
          session,
          await ticketDetail(app.db, session, request.body.id, new Date()),
        ),
      );
    },
  );

  app.post(
    '/workOrder/firstTypes',
    {
      config: { permission: ['workOrder'] },
      schema: {
        operationId: 'service.ticketFirstTypes',
        tags: ['service'],
        summary: 'First-level ticket types',
        response: { 200: firstTypesResponse },
      },
    },
    async (request) => {
      const name = await namesOf(app.db, ['TICKET_TYPE'], request.lang);
      const rows = await dictionaryOf(app.db, ['TICKET_TYPE']);
      return ok(
        rows.map((row) => ({
          code: row.code,
          name: name('TICKET_TYPE', row.code),
          parentCode: null,
          slaHours: null,
          slaBusinessDays: null,
        })),
      );
    },
  );

  app.post(
    '/workOrder/secondTypes',
    {
      config: { permission: ['workOrder'] },
      schema: {
        operationId: 'service.ticketSecondTypes',
        tags: ['service'],
        summary: 'Second ticket types of a first-level type, with their resolution SLA',
        body: secondTypesQuery,
        response: { 200: firstTypesResponse },
      },
    },
    async (request) => {
      const name = await namesOf(app.db, ['TICKET_SUBTYPE'], request.lang);
      const rows = (await dictionaryOf(app.db, ['TICKET_SUBTYPE'])).filter(
        (row) => row.parentCode === request.body.typeCode,
      );
      return ok(
        rows.map((row) => ({
          code: row.code,
          name: name('TICKET_SUBTYPE', row.code),
          parentCode: row.parentCode,
          slaHours: num(row.attrs.slaHours),
          slaBusinessDays: num(row.attrs.slaBusinessDays),
        })),
      );
    },
  );

  app.post(
    '/workOrder/save',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.ticketSave',
        tags: ['service'],
        summary: 'Opens a ticket (types, own waybills, attachments uploaded with /file/upload)',
        body: ticketSaveBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const now = new Date();
      const row = await openTicket(app.db, session, request.body, now);
      return ok(await described(request.lang, session, await ticketDetail(app.db, session, row.id, now)));
    },
  );

  app.post(
    '/workOrder/reply',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.ticketReply',
        tags: ['service'],
        summary: 'Writes in the ticket thread (not on a closed ticket)',
        body: ticketReplyBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await described(request.lang, session, await replyTicket(app.db, session, request.body, new Date())),
      );
    },
  );

  app.post(
    '/workOrder/rate',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.ticketRate',
        tags: ['service'],
        summary: 'Rates a resolved ticket (1-5), which closes it',
        body: ticketRateBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await described(request.lang, session, await rateTicket(app.db, session, request.body, new Date())),
      );
    },
  );

  app.post(
    '/workOrder/reopen',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.ticketReopen',
        tags: ['service'],
        summary: 'Reopens a resolved ticket with a reason',
        body: ticketReopenBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await described(request.lang, session, await reopenTicket(app.db, session, request.body, new Date())),
      );
    },
  );

  app.post(
    '/workOrder/export',
    {
      config: { permission: ['workOrder', 'workOrder_EXCEL'] },
      schema: {
        operationId: 'service.ticketExport',
        tags: ['service'],
        summary: 'Exports the tickets of the filter through the download centre',
        body: ticketFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'tickets', request.body, request.lang),
  );
}
