import { loadAccountAccess } from '../../auth/account-access';
import { withoutMoney } from '../../lib/xlsx-write/xlsx';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { langFromHeader } from '../../i18n/language';
import { defineJob, JobInterrupted, type JobContext } from '../../jobs/types';
import { formatJakartaTime, XLSX_CONTENT_TYPE } from '../../lib/xlsx-write/xlsx';
import type { FileStorage } from '../../storage';
import { keysOfKind, notify } from '../notifications';
import { exportTypeOf } from './download-export-registry.service';
import {
  claimExport,
  completeExport,
  dueForExpiry,
  failAbandoned,
  markExpired,
  releaseExport,
  saveProgress,
  setBossJob,
  type ExportRow,
  fileExpiry,
} from './download.repo';
import { writeXlsxFile } from './download-xlsx-file.render';

/** A newer run took the export over (this one was taken for dead): stop quietly. */
class Superseded extends Error {}

const runPayload = z.object({ exportId: z.number().int().positive() });

/**
 * The two jobs of the download centre: `export.run` writes one export's file (retried from the
 * start, with back-off: rewriting a file is safe), `export.expire` removes files past their expiry
 * (on a cron, once across the gateway processes).
 */
export function exportJobKinds(app: FastifyInstance, storage: FileStorage) {
  const config = app.config;
  const run = defineJob({
    name: 'export.run',
    payload: runPayload,
    retry: { limit: 3, delaySeconds: 2, backoff: true },
    workers: config.exportWorkers,
    handler: async ({ exportId }, ctx) => {
      const claim = await claimExport(app.db, exportId, ctx.jobId, config.exportMaxRunning);
      if (claim.outcome === 'skip') return;
      if (claim.outcome === 'wait') {
        // Over the account's running limit: ask again shortly (the list shows it waiting).
        const next = await app.jobs.send(
          run,
          { exportId },
          { startAfterSeconds: config.exportSlotWaitSeconds },
        );
        await setBossJob(app.db, { id: exportId, customerId: claim.customerId }, next);
        return;
      }
      await writeExport(app, storage, claim.row, claim.runToken, ctx);
    },
  });
  const expire = defineJob({
    name: 'export.expire',
    payload: z.object({}),
    handler: async () => {
      await expireExports(app, storage);
      await sweepStalePartials(app.config.uploadDir, new Date());
      // the database storage's objects past their own expiry (any kind of file)
      const purged = (await app.files.database?.purgeExpired()) ?? 0;
      if (purged > 0) app.log.info({ purged }, 'expired stored files removed');
    },
  });
  return { run, expire };
}

async function writeExport(
  app: FastifyInstance,
  storage: FileStorage,
  row: ExportRow,
  runToken: string,
  ctx: JobContext,
): Promise<void> {
  const partial = path.join(app.config.uploadDir, `export-${row.id}-${runToken}.partial`);
  try {
    const type = exportTypeOf(row.type);
    if (!type) throw new Error(`unknown export type ${row.type}`);
    // the requester's data scope and hide-money flag as they are now (a main account has none)
    const access = await loadAccountAccess(app.db, {
      id: row.userId,
      customerId: row.customerId,
      isAdmin: false,
    });
    const scope = { customerId: row.customerId, userId: row.userId, dataScope: access.dataScope };
    const filter = type.filter.parse(row.filter);
    const lang = langFromHeader(row.language);
    const total = await type.count(app.db, scope, filter, row.dataAsOf);
    if (!(await saveProgress(app.db, row.id, runToken, 0, total))) throw new Superseded();
    await ctx.progress(0, total);
    await fs.mkdir(app.config.uploadDir, { recursive: true });
    const onPage = async (done: number) => {
      if (ctx.signal.aborted) throw new JobInterrupted();
      if (!(await saveProgress(app.db, row.id, runToken, done))) throw new Superseded();
      await ctx.progress(done, total);
    };
    const rows = type.rows(app.db, scope, filter, row.dataAsOf, lang);
    const written = type.file
      ? await type.file.write(partial, rows, {
          db: app.db,
          scope,
          filter,
          lang,
          config: app.config,
          hideMoney: access.hideMoney,
          onPage,
        })
      : await writeXlsxFile(partial, withoutMoney(type.columns(lang, filter), access.hideMoney), rows, lang, {
          sheetName: type.sheetName,
          sheetRows: app.config.exportSheetRows,
          appendix: type.appendix ? await type.appendix(app.db, scope, filter, lang) : undefined,
          onPage,
        });
    const { size } = await fs.stat(partial);
    const extension = type.file?.extension ?? 'xlsx';
    const contentType = type.file?.contentType ?? XLSX_CONTENT_TYPE;
    const key = `export-${row.id}-${runToken.slice(0, 8)}.${extension}`;
    const stamp = formatJakartaTime(row.requestedAt).replace(/\D/g, '');
    // a day past the export's own expiry: the file purge removes it should the expiry job miss it
    const stored = { expiresAt: fileExpiry(app.config.exportRetentionDays) };
    if (storage.putFile) await storage.putFile(key, partial, contentType, stored);
    else await storage.put(key, await fs.readFile(partial), contentType, stored);
    const done = await completeExport(
      app.db,
      row,
      runToken,
      {
        key,
        name: `${type.sheetName}-${stamp}.${extension}`,
        size,
        rows: written.rows,
        contentType,
        retentionDays: app.config.exportRetentionDays,
      },
      async (tx, expiresAt) => {
        try {
          await notify(
            tx,
            { customerId: row.customerId, userId: row.userId },
            {
              category: 'SYSTEM',
              ...keysOfKind('exportReady'),
              params: {
                exportName: type.title[lang],
                rows: written.rows,
                expiresAt: formatJakartaTime(expiresAt).slice(0, 16),
              },
              link: recordLink(row.id),
            },
          );
        } catch (error) {
          // e.g. the requester was removed meanwhile: the file is still ready in the centre
          ctx.log.error({ exportId: row.id, err: error }, 'export ready notification not written');
        }
      },
    );
    if (!done) {
      await storage.delete(key);
      throw new Superseded();
    }
    const sheets = 'sheets' in written ? written.sheets : undefined;
    ctx.log.info({ exportId: row.id, rows: written.rows, sheets, size }, 'export written');
  } catch (error) {
    if (error instanceof Superseded) {
      // Finishing normally: failing would fail the newer run of the same pg-boss job.
      ctx.log.warn({ exportId: row.id }, 'export run superseded by a newer run');
      return;
    }
    const final = !(error instanceof JobInterrupted) && ctx.lastAttempt;
    const reason = error instanceof Error ? error.message : String(error);
    const released = await releaseExport(
      app.db,
      row.id,
      runToken,
      final ? 'FAILED' : 'QUEUED',
      final ? reason.slice(0, 500) : null,
    );
    if (final && released) await notifyFailed(app, row, ctx);
    throw error;
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** A partial file no run has written to for this long was left by a killed run. */
export const PARTIAL_IDLE_MS = 15 * 60_000;

/**
 * Removes the `.partial` files of export runs that were killed (a live run writes to its file
 * every page, so its time is recent): at start-up on each gateway's own disk, and with the expiry
 * job. Answers the names removed.
 */
export async function sweepStalePartials(
  dir: string,
  now: Date,
  idleMs = PARTIAL_IDLE_MS,
): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names.filter((each) => /^export-\d+-[\w-]+\.partial$/.test(each))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || now.getTime() - stat.mtimeMs < idleMs) continue;
    await fs.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

/** The download centre's record of an export, as a notification's deep link. */
export function recordLink(exportId: number): string {
  return `/downloadCenter?id=${exportId}`;
}

/** Tells the requester their export failed for good (once: only the run that marked it FAILED). */
async function notifyFailed(app: FastifyInstance, row: ExportRow, ctx: JobContext): Promise<void> {
  const type = exportTypeOf(row.type);
  const lang = langFromHeader(row.language);
  try {
    await notify(
      app.db,
      { customerId: row.customerId, userId: row.userId },
      {
        category: 'SYSTEM',
        ...keysOfKind('exportFailed'),
        params: { exportName: type ? type.title[lang] : row.type },
        link: recordLink(row.id),
      },
    );
  } catch (error) {
    // the export's own failure is what the job reports; a lost notice is logged, not retried
    ctx.log.error({ exportId: row.id, err: error }, 'export failure notification not written');
  }
}

/**
 * Deletes files past their expiry and marks their exports EXPIRED; returns how many. Also ends the
 * exports whose job failed for good without a handler to say so (failAbandoned).
 */
export async function expireExports(app: FastifyInstance, storage: FileStorage): Promise<number> {
  const abandoned = await failAbandoned(app.db);
  if (abandoned > 0) app.log.warn({ abandoned }, 'exports whose job failed for good marked FAILED');
  let expired = 0;
  for (;;) {
    const due = await dueForExpiry(app.db, 100);
    if (due.length === 0) return expired;
    for (const row of due) {
      if (!(await markExpired(app.db, row))) continue;
      if (row.fileKey) await storage.delete(row.fileKey);
      expired += 1;
    }
  }
}
