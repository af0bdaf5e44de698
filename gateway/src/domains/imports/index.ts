import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerMessages } from '../../i18n/messages';
import { allowEmptyJsonBody } from '../../http/empty-json-body';
import { resolveImportLimits } from '../../lib/xlsx-read/limits';
import { importMessages } from './import.messages';
import { fileRoutes } from './import-files.routes';
import { taskRoutes } from './import-tasks.routes';
import { ImportRunner } from './import-task-runner.service';

/**
 * Bulk order import (remote-orders /orderImport), under /customer-api: template, upload,
 * validation, insert, task and error lists, error and destination downloads, file log.
 * Validation and insert run as jobs on the gateway's queue (./import.task-runner.ts): a task a
 * stopped gateway left half-way is retried by the queue in whichever process polls first.
 */
export default async function importRoutes(fastify: FastifyInstance): Promise<void> {
  registerMessages(importMessages);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  allowEmptyJsonBody(app);
  const limits = resolveImportLimits(app.config.importLimits);
  const { storage } = app.files;
  const runner = new ImportRunner({
    db: app.db,
    storage,
    limits,
    hooks: app.config.importHooks ?? {},
    log: app.log.child({ domain: 'import' }),
    jobs: app.jobs,
    retrySeconds: app.config.importRetrySeconds,
  });
  await runner.defineJobs();

  await app.register(taskRoutes, { runner, storage, limits });
  await app.register(fileRoutes, { runner, limits });

  app.addHook('onClose', async () => runner.close());
}
