import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';
import { customerIdColumn } from './columns';

/**
 * The job queue's own bookkeeping next to pg-boss's schema (jobs/): which gateway process is alive
 * (a heartbeat), and which process runs which job with how far it got (progress a list can read).
 */
export const jobInstances = pgTable('job_instances', {
  id: varchar('id', { length: 36 }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per pg-boss job that has started: its runner and its progress (rows done of total). */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobId: varchar('job_id', { length: 36 }).primaryKey(),
    queue: varchar('queue', { length: 64 }).notNull(),
    /** The process running it; null once it finished or its process was found dead. */
    instanceId: varchar('instance_id', { length: 36 }),
    attempt: integer('attempt').notNull().default(0),
    done: bigint('done', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_runs_instance_idx').on(t.instanceId)],
);

export const EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** An export of the download centre (DOMAINS "Export job"): what was asked, by whom, and its file. */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The registered export type (domains/downloads/export-registry.ts). */
    type: varchar('type', { length: 64 }).notNull(),
    /** The filter as asked (snapshot, already validated by the type's schema). */
    filter: jsonb('filter').notNull().$type<Record<string, unknown>>(),
    /** Rows created after this instant are not in the file. */
    dataAsOf: timestamp('data_as_of', { withTimezone: true }).notNull().defaultNow(),
    /** Language of the column headers and texts in the file. */
    language: varchar('language', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).$type<ExportStatus>().notNull().default('QUEUED'),
    /** The pg-boss job that runs it now, and the token of its current run (fences a stale run). */
    bossJobId: varchar('boss_job_id', { length: 36 }),
    runToken: varchar('run_token', { length: 36 }),
    rowsDone: bigint('rows_done', { mode: 'number' }).notNull().default(0),
    rowsTotal: bigint('rows_total', { mode: 'number' }),
    rowCount: bigint('row_count', { mode: 'number' }),
    fileKey: varchar('file_key', { length: 128 }),
    fileName: varchar('file_name', { length: 255 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    error: text('error'),
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_customer_idx').on(t.customerId, t.requestedAt),
    index('export_jobs_status_idx').on(t.status, t.expiresAt),
  ],
);
