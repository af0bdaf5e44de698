import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../config';
import { readPdfFile } from '../../../test/pdf-text';
import type { StatementLine, StatementPdfSetup } from './statement-pdf.worker';
import { writeStatementPdfInWorker } from './statement-pdf-thread.worker';

const header = {
  id: 7,
  statementNo: 'MS20261100007',
  legalName: 'PT Nusantara Niaga',
  npwp: '0123456789012345',
  period: '2026-11',
  issueDay: '2026-12-01',
  dueDay: '2026-12-15',
  eFakturNo: '',
  taxBase: 0,
  ppnRateBp: 110,
  ppn: 0,
  pph23RateBp: 200,
  pph23: 0,
  creditNotes: 0,
  settledAmount: 0,
  receivables: 0,
  amountDue: 0,
} as unknown as StatementPdfSetup['header'];

const line = (n: number) =>
  ({
    id: n,
    billCode: `JP${String(n).padStart(10, '0')}`,
    day: '2026-11-14',
    destProvince: 'JAWA BARAT',
    destCity: 'BANDUNG',
    freight: 20_000,
    insurance: 0,
    codFee: 0,
    discount: 0,
    returnFee: 0,
    lineTotal: 20_000,
    settledAmount: null,
  }) as unknown as StatementLine;

async function* batches(count: number, size: number, failAt?: number) {
  for (let start = 1; start <= count; start += size) {
    if (failAt !== undefined && start > failAt) throw new Error('the database went away');
    yield Array.from({ length: Math.min(size, count - start + 1) }, (_, i) => line(start + i));
  }
}

describe('statement PDF on a worker thread', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-pdf-thread-'));
  const setup = (name: string): StatementPdfSetup => ({
    header,
    lang: 'en',
    seller: loadConfig({}).invoiceSeller,
    file: path.join(dir, name),
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every line of the batches, asking for each as it has laid out the last', async () => {
    const progress: number[] = [];
    const written = await writeStatementPdfInWorker(setup('all.pdf'), batches(2_500, 1_000), async (done) => {
      progress.push(done);
    });
    expect(written).toBe(2_500);
    expect(progress).toEqual([1_000, 2_000, 2_500]);
    const { text } = readPdfFile(setup('all.pdf').file);
    expect(text).toContain('MS20261100007');
    expect(text).toContain('JP0000000001');
    expect(text).toContain('JP0000002500');
    expect(text.split('\f').length).toBeGreaterThan(20);
  });

  it('fails as the batches fail, and as the progress callback refuses (a job interrupted)', async () => {
    await expect(
      writeStatementPdfInWorker(setup('broken.pdf'), batches(3_000, 1_000, 1_500)),
    ).rejects.toThrow('the database went away');
    await expect(
      writeStatementPdfInWorker(setup('stopped.pdf'), batches(3_000, 1_000), async () => {
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
  });

  it('fails with the error of the file it cannot write', async () => {
    const nowhere = { ...setup('x.pdf'), file: path.join(dir, 'no-such-folder', 'x.pdf') };
    await expect(writeStatementPdfInWorker(nowhere, batches(10, 10))).rejects.toThrow(/ENOENT/);
  });
});
