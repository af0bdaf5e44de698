import type { FastifyInstance } from 'fastify';
import { loadIndonesianAreas } from '../../db/seed/network-areas';
import { createTestApp, login, SETUP_TIMEOUT } from '../../test/helper';
import { IMPORT_COLUMNS } from './import-columns.rules';
import { validateFile } from './import-file-validation.service';
import { ImportFileError } from '../../lib/xlsx-read/import-error';
import { DEFAULT_IMPORT_LIMITS } from '../../lib/xlsx-read/limits';
import type { ImportHooks } from '../../lib/xlsx-read/limits';
import {
  cellsOf,
  sampleOrder,
  sampleOrderFile,
  templateHeaders,
  writeSheet,
  type SampleCell,
} from './import-sample-orders.test-support';
import { MissingColumnsError } from './import-sheet-reader.service';
import { STAGED_COPY_COLUMNS } from './import-staged-rows.repo';
import { ImportClient } from './import-client.test-support';
import type { ChunkResult, ValidationSetup } from './import-validation-protocol.worker';
import {
  idleValidationWorkers,
  MAX_VALIDATION_WORKERS,
  validateInWorker,
  validationSlots,
} from './import-validation-thread.worker';

const PASSWORD = 'Demo@12345';
const at = (key: string) => IMPORT_COLUMNS.findIndex((column) => column.key === key);
/** Position of the waybill number in a staged line: drawn at random, so left out of comparisons. */
const BILL_CODE_FIELD = STAGED_COPY_COLUMNS.split(', ').indexOf('bill_code');

const areas = loadIndonesianAreas();
const setup = (overrides: Partial<ValidationSetup> = {}): ValidationSetup => ({
  taskId: 7,
  customerId: 3,
  createdBy: null,
  fileHash: 'ab'.repeat(32),
  isFilterRepeat: 1,
  limits: DEFAULT_IMPORT_LIMITS,
  customer: { id: 3, customerCode: 'C001', name: 'Demo shipper' },
  regionRecords: [
    ...areas.provinces.map((p) => ({ ...p, parentCode: null, level: 1 })),
    ...areas.regencies.map((r) => ({ ...r, level: 2 })),
    ...areas.districts.map((d) => ({ ...d, level: 3 })),
  ],
  ...overrides,
});

/** 1,200 rows (three chunks) with bad rows of every kind, repeats in the file and formula cells. */
async function mixedFile(): Promise<Buffer> {
  function* rows(): Generator<SampleCell[]> {
    for (let i = 0; i < 1_200; i += 1) {
      const cells: SampleCell[] = cellsOf(sampleOrder(i, 'WRK'));
      if (i % 97 === 0) cells[at('receiverDistrict')] = 'Kebon Jerukk';
      if (i % 101 === 0) cells[at('weightKg')] = -2;
      if (i % 89 === 0) cells[at('goodsName')] = { formula: 'A1&"x"', result: 'x' };
      if (i % 83 === 0) cells[at('customerOrderNo')] = 'WRK-000001';
      if (i % 211 === 0) cells[at('customerOrderNo')] = '';
      yield cells;
    }
  }
  return writeSheet(templateHeaders('en'), rows());
}

/** Order numbers the fake database says exist already. */
const EXISTING = new Set(['WRK-000005', 'WRK-000600', 'WRK-001200']);
const existing = (orderNos: string[]) => Promise.resolve(new Set(orderNos.filter((no) => EXISTING.has(no))));

/** A chunk result with its lines as text. */
type ReadChunk = Omit<ChunkResult, 'lines'> & { lines: string };
const readChunk = ({ lines, ...rest }: ChunkResult): ReadChunk => ({
  lines: new TextDecoder().decode(lines),
  ...rest,
});

/** A run's chunk results with the random waybill numbers blanked. */
function comparable(results: ReadChunk[]): ReadChunk[] {
  return results.map((result) => ({
    ...result,
    lines: result.lines
      .split('\n')
      .map((line) =>
        line
          .split('\t')
          .map((field, i) => (i === BILL_CODE_FIELD ? '' : field))
          .join('\t'),
      )
      .join('\n'),
  }));
}

describe('validation on a worker thread', () => {
  afterAll(() => idleValidationWorkers.close());

  it('gives the same staged lines, errors and counts as the same checks in this thread', async () => {
    const file = await mixedFile();
    const inThread: ReadChunk[] = [];
    await validateFile(file, setup(), { existing, emit: (result) => void inThread.push(readChunk(result)) });
    const inWorker: ReadChunk[] = [];
    await validateInWorker(Buffer.from(file), setup(), {
      existing,
      rows: async (result) => void inWorker.push(readChunk(result)),
    });

    expect(inWorker.length).toBe(3);
    expect(comparable(inWorker)).toEqual(comparable(inThread));
    const counts = inWorker.reduce(
      (sum, { counts: c }) => ({ total: sum.total + c.totalRows, valid: sum.valid + c.validRows }),
      { total: 0, valid: 0 },
    );
    expect(counts.total).toBe(1_200);
    const codes = new Set(inWorker.flatMap((result) => result.errors.map((error) => error.messageCode)));
    expect([...codes].sort()).toEqual(
      [
        'import.duplicateInFile',
        'import.formulaRefused',
        'import.orderExists',
        'import.unknownDistrict',
        // 'Kebon Jerukk' in a city without a district close to it: no "did you mean" (issue 35)
        'order.districtUnknown',
        'order.weightRange',
      ].sort(),
    );
    expect(counts.valid).toBe(inWorker.reduce((sum, result) => sum + result.lines.split('\n').length - 1, 0));
    // Rows whose order exists already are errors, and their lines are not staged.
    const staged = inWorker.map((result) => result.lines).join('');
    for (const orderNo of EXISTING) expect(staged).not.toContain(`\t${orderNo}\t`);
    expect(staged).toContain('\tWRK-000006\t');
  });

  it('runs at most MAX_VALIDATION_WORKERS workers at once; the other validations wait, then run', async () => {
    const file = await sampleOrderFile(600, 'SLOT');
    let mostAtOnce = 0;
    const sink = {
      existing: (orderNos: string[]) => {
        mostAtOnce = Math.max(mostAtOnce, validationSlots.inUse);
        return existing(orderNos);
      },
      rows: async () => {},
    };
    const runs = Array.from({ length: MAX_VALIDATION_WORKERS + 1 }, () =>
      validateInWorker(Buffer.from(file), setup(), sink),
    );
    await Promise.resolve();
    expect(validationSlots.queued).toBe(1);
    await Promise.all(runs);
    expect(mostAtOnce).toBe(MAX_VALIDATION_WORKERS);
    expect(validationSlots.inUse).toBe(0);
  });

  it('keeps a worker that finished its run or refused a file for the next validation, and ends one that failed', async () => {
    await idleValidationWorkers.close();
    const file = await sampleOrderFile(100, 'REUSE');
    const sink = { existing, rows: async () => {} };
    const taken = jest.spyOn(idleValidationWorkers, 'take');
    const kept = jest.spyOn(idleValidationWorkers, 'put');
    try {
      await validateInWorker(Buffer.from(file), setup(), sink);
      expect(idleValidationWorkers.size).toBe(1);
      const worker = kept.mock.calls[0][0];

      const refused = await validateInWorker(Buffer.from('PK\u0003\u0004 not a zip'), setup(), sink).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ImportFileError);
      expect(taken.mock.results[1].value).toBe(worker);
      expect(kept.mock.calls[1][0]).toBe(worker);
      expect(idleValidationWorkers.size).toBe(1);

      const broken = setup({ regionRecords: null as unknown as ValidationSetup['regionRecords'] });
      await expect(validateInWorker(Buffer.from(file), broken, sink)).rejects.toThrow(
        /validation worker failed/,
      );
      expect(taken.mock.results[2].value).toBe(worker);
      expect(kept).toHaveBeenCalledTimes(2);
      expect(idleValidationWorkers.size).toBe(0);
    } finally {
      taken.mockRestore();
      kept.mockRestore();
    }
  });

  it('stores at most maxStoredErrors error rows and still counts every bad row', async () => {
    const results: ChunkResult[] = [];
    const capped = setup({ limits: { ...DEFAULT_IMPORT_LIMITS, maxStoredErrors: 30 } });
    await validateFile(await mixedFile(), capped, { existing, emit: (result) => void results.push(result) });
    expect(results.reduce((sum, result) => sum + result.errors.length, 0)).toBe(30);
    expect(results.reduce((sum, result) => sum + result.counts.errorRows, 0)).toBeGreaterThan(30);
  });

  it('rejects with the file error of a refused file', async () => {
    const noColumns = await writeSheet(['Remark'], [['x']]);
    const missing = await validateInWorker(noColumns, setup(), { existing, rows: async () => {} }).catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(MissingColumnsError);
    expect((missing as MissingColumnsError).missing).toContain('receiverPhone');

    const unreadable = await validateInWorker(Buffer.from('PK\u0003\u0004 not a zip'), setup(), {
      existing,
      rows: async () => {},
    }).catch((error: unknown) => error);
    expect(unreadable).toBeInstanceOf(ImportFileError);
    expect((unreadable as ImportFileError).failureCode).toBe('import.unreadable');
  });

  it('rejects when the worker throws, or runs out of memory, and stops on a failing sink', async () => {
    const file = await sampleOrderFile(600, 'CRASH');
    const broken = setup({ regionRecords: null as unknown as ValidationSetup['regionRecords'] });
    await expect(
      validateInWorker(Buffer.from(file), broken, { existing, rows: async () => {} }),
    ).rejects.toThrow(/validation worker failed/);

    await expect(
      validateInWorker(
        Buffer.from(file),
        setup(),
        { existing, rows: async () => {} },
        {
          maxOldGenerationSizeMb: 4,
          maxYoungGenerationSizeMb: 1,
        },
      ),
    ).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });

    await expect(
      validateInWorker(Buffer.from(file), setup(), {
        existing,
        rows: () => Promise.reject(new Error('disk full')),
      }),
    ).rejects.toThrow('disk full');
  });
});

describe('a validation worker out of memory', () => {
  let app: FastifyInstance;
  let demo: ImportClient;
  const hooks: ImportHooks = {};

  beforeAll(async () => {
    app = await createTestApp({ importHooks: hooks });
    demo = new ImportClient(app, await login(app, 'demo', PASSWORD));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('fails only its task with a translated message; the gateway answers and the task can be retried', async () => {
    const file = await sampleOrderFile(600, 'OOM');
    const { taskId } = (await demo.upload('oom.xlsx', file)).data as { taskId: number };
    hooks.validationWorkerLimits = { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 };
    const answer = await demo.call('validateOrder', { taskId, isFilterRepeat: 1 });
    expect(answer.code).not.toBe(1);
    expect(await demo.task(taskId)).toMatchObject({
      status: 'FAILED',
      failureCode: 'import.internal',
      failureMessage: 'Processing failed, please try again',
      errorRows: 1,
    });
    // The task list shows why: the failure is the task's one error, of the file (row 0).
    expect(await demo.allErrors(taskId)).toMatchObject([
      { rowNo: 0, columnKey: null, message: 'Processing failed, please try again' },
    ]);

    // The gateway goes on: other calls answer, and the task validates once the worker has room.
    expect((await demo.call('taskPage', { current: 1, size: 10 })).code).toBe(1);
    delete hooks.validationWorkerLimits;
    const again = await demo.call('validateOrder', { taskId, isFilterRepeat: 1 });
    expect(again).toMatchObject({ code: 1, data: { validRows: 600, errorRows: 0 } });
    const inserted = await demo.call('insertOrder', { taskId });
    expect(inserted.code).toBe(1);
    expect(await demo.task(taskId)).toMatchObject({ status: 'DONE', insertedRows: 600 });
    expect(await demo.allErrors(taskId)).toEqual([]);
  });
});
