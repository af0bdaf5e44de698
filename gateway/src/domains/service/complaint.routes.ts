import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { complaintPage, getComplaint, saveComplaint } from './complaint.repo';
import {
  complaintDetailBody,
  complaintDetailResponse,
  complaintPageBody,
  complaintPageResponse,
  complaintSaveBody,
  complaintSaveResponse,
} from './complaint.schemas';

/** Complaints and suggestions (remote-service /suggestions). Mounted under /customer-api. */
export default async function complaintRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/complaint/save',
    {
      config: { permission: ['suggestions', 'suggestions_ADD'] },
      schema: {
        operationId: 'complaints.save',
        tags: ['complaints'],
        summary: 'File a complaint or a suggestion',
        body: complaintSaveBody,
        response: { 200: complaintSaveResponse },
      },
    },
    async (request) => ok(await saveComplaint(app.db, sessionOf(request), request.body)),
  );

  api.post(
    '/complaint/page',
    {
      config: { permission: ['suggestions'] },
      schema: {
        operationId: 'complaints.page',
        tags: ['complaints'],
        summary: "The customer's complaints and suggestions, newest first",
        body: complaintPageBody,
        response: { 200: complaintPageResponse },
      },
    },
    async (request) => ok(await complaintPage(app.db, sessionOf(request).customerId, request.body)),
  );

  api.post(
    '/complaint/detail',
    {
      config: { permission: ['suggestions', 'suggestions_DETAIL'] },
      schema: {
        operationId: 'complaints.detail',
        tags: ['complaints'],
        summary: 'One complaint or suggestion with its reply',
        body: complaintDetailBody,
        response: { 200: complaintDetailResponse },
      },
    },
    async (request) => ok(await getComplaint(app.db, sessionOf(request).customerId, request.body.id)),
  );
}
