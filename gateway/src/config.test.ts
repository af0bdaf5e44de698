import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

/** The one-line message loadConfig throws for `env`. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('configuration checked at start-up', () => {
  it('refuses a wrong number, naming the variable and what it got', () => {
    expect(refusal({ JOB_WORKERS: 'two' })).toBe(
      'invalid configuration: JOB_WORKERS must be a whole number (got "two")',
    );
    expect(refusal({ GATEWAY_PORT: '70000' })).toBe(
      'invalid configuration: GATEWAY_PORT must be at most 65535 (got "70000")',
    );
    expect(refusal({ JOB_POLLING_SECONDS: '0.1' })).toBe(
      'invalid configuration: JOB_POLLING_SECONDS must be at least 0.5 (got "0.1")',
    );
    expect(refusal({ IMPORT_MAX_ROWS: '-5' })).toBe(
      'invalid configuration: IMPORT_MAX_ROWS must be a whole number of at least 1 (got "-5")',
    );
  });

  it('refuses an unknown mode or level', () => {
    expect(refusal({ JOBS: 'sned' })).toBe(
      'invalid configuration: JOBS must be one of work, send, 0 (got "sned")',
    );
    expect(refusal({ LOG_LEVEL: 'verbose' })).toContain('LOG_LEVEL must be one of fatal, error, warn, info');
    expect(refusal({ API_DOCS: 'maybe' })).toBe(
      'invalid configuration: API_DOCS must be 1 or 0 (got "maybe")',
    );
    expect(refusal({ DATABASE_URL: 'mysql://db/portal' })).toBe(
      'invalid configuration: DATABASE_URL must be a postgres:// URL (got "mysql://db/portal")',
    );
    expect(refusal({ EXPORT_EXPIRY_CRON: 'hourly' })).toContain(
      'EXPORT_EXPIRY_CRON must be a cron expression',
    );
  });

  it('names every variable at fault on one line', () => {
    const message = refusal({ JOB_WORKERS: 'x', CORS_ORIGINS: 'not an origin', PORTAL_URL: 'ftp://x' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('JOB_WORKERS');
    expect(message).toContain('CORS_ORIGINS must be a comma-separated list of origins');
    expect(message).toContain('PORTAL_URL must be an http(s) URL');
  });

  it('requires one signing secret for the gateways of a production database', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://portal@db/portal' };
    expect(refusal(production)).toBe(
      'invalid configuration: UPLOAD_URL_SECRET is required (at least 16 characters, the same on every gateway) when NODE_ENV=production and DATABASE_URL is set',
    );
    expect(refusal({ ...production, UPLOAD_URL_SECRET: 'short' })).toContain('UPLOAD_URL_SECRET is required');
    expect(loadConfig({ ...production, UPLOAD_URL_SECRET: 'a'.repeat(64) }).uploadUrlSecret).toBe(
      'a'.repeat(64),
    );
    // embedded database or development: a random secret kept beside the files still does
    expect(loadConfig({ NODE_ENV: 'production' }).uploadUrlSecret).toBe('');
  });

  it('takes an empty variable as unset and keeps the defaults', () => {
    const config = loadConfig({ INVOICE_SELLER_NAME: '', JOB_WORKERS: '', SMTP_URL: '' });
    expect(config.invoiceSeller.name).toBe('PT Kirim Cepat Nusantara');
    expect(config.jobWorkersPerKind).toBe(2);
    expect(config.smtpUrl).toBeUndefined();
    expect(loadConfig({ JOBS: '0' }).jobs).toBe('off');
    expect(loadConfig({ GATEWAY_SEED: '1' }).seed).toBe(true);
    expect(loadConfig({ IMPORT_MAX_ROWS: '5000' }).importLimits).toEqual({ maxRows: 5000 });
  });

  it('stops the gateway process with that one line and code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, JOB_WORKERS: 'two' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'invalid configuration: JOB_WORKERS must be a whole number (got "two")',
    );
  }, 60_000);
});
