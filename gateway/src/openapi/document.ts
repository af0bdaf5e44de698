import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';

/** The OpenAPI document as committed to gateway/openapi.json (stable key order, 2-space JSON). */
export function serializeOpenApi(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

/**
 * Builds the document without a database: routes and schemas do not touch it before a request.
 * Test hooks are off so the document holds only the real API.
 */
export async function generateOpenApi(): Promise<string> {
  const app = await buildApp({ db: {} as Database, config: testConfig({ testHooks: false, jobs: 'off' }) });
  try {
    await app.ready();
    return serializeOpenApi(app);
  } finally {
    await app.close();
  }
}
