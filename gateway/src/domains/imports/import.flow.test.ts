// Over 300 lines: the import's HTTP flow (template, a 500-row file with bad rows, file checks, task list,
// 10,000 rows) over one booted gateway and its seeded database; a boot per file costs more than the cases.
import type { FastifyInstance } from 'fastify';
import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { orders, orderTraces } from '../../db/schema/orders';
import { importErrors, importTasks } from '../../db/schema/imports';
import { authHeaders, body, createTestApp, login, SETUP_TIMEOUT } from '../../test/helper';
import { IMPORT_COLUMNS } from './import-columns.rules';
import {
  cellsOf,
  sampleOrder,
  sampleOrderFile,
  templateHeaders,
  writeSheet,
  type SampleCell,
} from './import-sample-orders.test-support';
import { ImportClient, readSheetRows } from './import-client.test-support';
import { handMadeXlsx } from '../../lib/xlsx-read/test-xlsx';

const PASSWORD = 'Demo@12345';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const at = (key: string) => IMPORT_COLUMNS.findIndex((column) => column.key === key);

/**
 * The 500-row file of the acceptance rule: 480 good rows and 20 bad ones, four of each kind, plus
 * `__proto__` and `constructor` columns that must never reach an object.
 */
const BAD_ROWS: Record<string, { column: string; code: string; indexes: number[] }> = {
  unknownDistrict: {
    column: 'receiverDistrict',
    code: 'import.unknownDistrict',
    indexes: [10, 60, 110, 160],
  },
  negativeWeight: { column: 'weightKg', code: 'order.weightRange', indexes: [20, 70, 120, 170] },
  codOverDeclared: { column: 'codAmount', code: 'order.codOverDeclared', indexes: [30, 80, 130, 180] },
  missingPhone: { column: 'receiverPhone', code: 'order.required', indexes: [40, 90, 140, 190] },
  formula: { column: 'goodsName', code: 'import.formulaRefused', indexes: [45, 95, 145, 195] },
};

function badCells(index: number, prefix: string): SampleCell[] {
  const cells: SampleCell[] = cellsOf(sampleOrder(index, prefix));
  const kind = Object.keys(BAD_ROWS).find((key) => BAD_ROWS[key].indexes.includes(index));
  if (kind === 'unknownDistrict') {
    cells[at('receiverProvince')] = 'DKI Jakarta';
    cells[at('receiverCity')] = 'Jakarta Barat';
    cells[at('receiverDistrict')] = 'Kebon Jerukk';
  }
  if (kind === 'negativeWeight') cells[at('weightKg')] = -1.5;
  if (kind === 'codOverDeclared') cells[at('codAmount')] = Number(cells[at('declaredValue')]) + 50_000;
  if (kind === 'missingPhone') cells[at('receiverPhone')] = null;
  if (kind === 'formula') cells[at('goodsName')] = { formula: 'A1&"x"', result: 'x' };
  return [...cells, '{"polluted":"yes"}', '{"prototype":{"polluted":"yes"}}'];
}

async function fileWithBadRows(prefix: string): Promise<Buffer> {
  function* rows() {
    for (let i = 0; i < 500; i += 1) yield badCells(i, prefix);
  }
  return writeSheet([...templateHeaders('en'), '__proto__', 'constructor'], rows());
}

describe('order import over HTTP', () => {
  let app: FastifyInstance;
  let demo: ImportClient;
  let other: ImportClient;

  beforeAll(async () => {
    app = await createTestApp();
    demo = new ImportClient(app, await login(app, 'demo', PASSWORD));
    other = new ImportClient(app, await login(app, 'other', PASSWORD));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const ordersOfTask = async (taskId: number) =>
    (await app.db.select({ n: count() }).from(orders).where(eq(orders.importTaskId, taskId)))[0].n;
  const ordersWithPrefix = async (prefix: string) =>
    (
      await app.db
        .select({ n: count() })
        .from(orders)
        .where(like(orders.customerOrderNo, `${prefix}-%`))
    )[0].n;
  const taskCount = async () => (await app.db.select({ n: count() }).from(importTasks))[0].n;

  describe('template', () => {
    it('gives headers in the request language, an example row, drop-down lists and an instructions sheet', async () => {
      for (const [language, lang] of [
        ['EN', 'en'],
        ['CN', 'zh'],
        ['YN', 'id'],
        ['TH', 'th'],
        ['KH', 'km'],
        ['MY', 'ms'],
        ['VN', 'vi'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/customer-api/import/template',
          headers: authHeaders(demo.token, language),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('spreadsheetml');
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const [sheet, help] = workbook.worksheets;
        expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(templateHeaders(lang));
        expect(sheet.rowCount).toBe(2);
        const validations = (
          sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
        ).dataValidations.model;
        // ExcelJS spreads a range's validation over its cells when it reads a file.
        const productColumn = String.fromCharCode(64 + at('productType') + 1);
        expect(validations[`${productColumn}2`].formulae[0]).toBe('"EZ,SUPER,ECO,CARGO"');
        expect(validations[`${productColumn}100001`]).toEqual(validations[`${productColumn}2`]);
        expect(help.rowCount).toBeGreaterThan(IMPORT_COLUMNS.length);
      }
    });

    it.each(['YN', 'CN', 'EN', 'TH', 'KH', 'MY', 'VN'])(
      'is itself a valid import file in any language (%s): its headers and example row validate',
      async (language) => {
        const response = await app.inject({
          method: 'POST',
          url: '/customer-api/import/template',
          headers: authHeaders(demo.token, language),
        });
        const uploaded = await demo.upload('template.xlsx', response.rawPayload);
        const { data } = await demo.call('validateOrder', {
          taskId: uploaded.data.taskId,
          isFilterRepeat: 0,
        });
        expect(data).toMatchObject({ status: 'VALIDATED', totalRows: 1, validRows: 1, errorRows: 0 });
      },
    );

    it('is refused to a sub-account without the orderImport permission', async () => {
      const sub = new ImportClient(app, await login(app, 'demo_sub', PASSWORD));
      const response = await sub.raw('template');
      expect(body(response).code).toBe(403);
      expect((await sub.upload('a.xlsx', await sampleOrderFile(1, 'SUB'))).code).not.toBe(1);
    });
  });

  describe('the 500-row file with 20 bad rows', () => {
    const prefix = 'BAD500';
    let taskId: number;
    let original: Buffer;

    beforeAll(async () => {
      original = await fileWithBadRows(prefix);
    });

    it('validates to 480 valid rows and 20 errors on the right rows and columns', async () => {
      const uploaded = await demo.upload('bad-500.xlsx', original);
      expect(uploaded).toMatchObject({ code: 1, data: { status: 'UPLOADED', reused: false } });
      taskId = uploaded.data.taskId;
      const validated = await demo.call('validateOrder', { taskId, isFilterRepeat: 1 });
      expect(validated.code).toBe(1);
      expect(validated.data).toMatchObject({
        status: 'VALIDATED',
        totalRows: 500,
        validRows: 480,
        errorRows: 20,
        repeatRows: 0,
        progress: 100,
      });
      expect(validated.msg).toBe('Validated: 480 valid rows, 20 rows with errors');

      const errors = await demo.allErrors(taskId);
      expect(errors).toHaveLength(20);
      const expected = Object.values(BAD_ROWS)
        .flatMap(({ column, code, indexes }) =>
          indexes.map((i) => ({ rowNo: i + 2, columnKey: column, messageCode: code })),
        )
        .sort((a, b) => a.rowNo - b.rowNo);
      expect(errors.map(({ rowNo, columnKey, messageCode }) => ({ rowNo, columnKey, messageCode }))).toEqual(
        expected,
      );
      const district = errors.find((error) => error.columnKey === 'receiverDistrict');
      expect(district).toMatchObject({ columnName: 'Receiver district' });
      expect(district?.message).toMatch(
        /^The district "Kebon Jerukk" is not in this city; did you mean: Kebon Jeruk/,
      );
      expect(errors.find((error) => error.columnKey === 'goodsName')?.message).toBe(
        'The cell holds a formula; enter a plain value',
      );
    });

    it('never lets a __proto__ or constructor header reach an object', () => {
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('renders the errors in the request language', async () => {
      const zh = new ImportClient(app, demo.token, 'CN');
      const { data } = await zh.call('errorPage', { taskId, current: 1, size: 5 });
      expect(data).toMatchObject({ total: 20, pages: 4, current: 1 });
      const district = data.records.find(
        (error: { columnKey: string }) => error.columnKey === 'receiverDistrict',
      );
      expect(district.columnName).toBe('收件区');
      expect(district.message).toContain('Kebon Jeruk');
    });

    it('inserts the 480 valid rows, each with its CREATED scan', async () => {
      const inserted = await demo.call('insertOrder', { taskId });
      expect(inserted).toMatchObject({ code: 1, data: { status: 'DONE', insertedRows: 480, progress: 100 } });
      expect(inserted.data.finishedAt).not.toBeNull();
      expect(await ordersOfTask(taskId)).toBe(480);
      const [{ n: traces }] = await app.db
        .select({ n: count() })
        .from(orderTraces)
        .innerJoin(orders, eq(orders.id, orderTraces.orderId))
        .where(eq(orders.importTaskId, taskId));
      expect(traces).toBe(480);
      const [order] = await app.db
        .select()
        .from(orders)
        .where(eq(orders.customerOrderNo, `${prefix}-000002`));
      expect(order).toMatchObject({
        importTaskId: taskId,
        status: 'CREATED',
        receiverProvince: 'Jawa Barat',
        receiverCity: 'Kota Bandung',
        receiverDistrict: 'Coblong',
        receiverDistrictCode: '32.73.02',
        senderDistrictCode: '31.73.05',
        createdBy: expect.any(Number),
      });
      expect(order.freightFee).toBeGreaterThan(0);
      const [created] = await app.db.select().from(orderTraces).where(eq(orderTraces.orderId, order.id));
      expect(created).toMatchObject({
        status: 'CREATED',
        description: 'ORDER_CREATED',
        location: 'Jakarta Barat',
      });
    });

    it('creates nothing twice when the same bytes are uploaded and inserted again', async () => {
      const before = await taskCount();
      const again = await demo.upload('bad-500-copy.xlsx', original);
      expect(again).toMatchObject({ code: 1, data: { taskId, reused: true, status: 'DONE' } });
      expect(again.msg).toBe('This file was uploaded before; here is its import task');
      expect(await taskCount()).toBe(before);
      const insertedAgain = await demo.call('insertOrder', { taskId });
      expect(insertedAgain.data).toMatchObject({ status: 'DONE', insertedRows: 480 });
      expect(await demo.call('insertOrderNew', { taskId })).toMatchObject({
        code: 1,
        data: { status: 'DONE' },
      });
      expect(await ordersWithPrefix(prefix)).toBe(480);
      expect((await demo.call('validateOrder', { taskId })).code).not.toBe(1);
    });

    it('gives the error rows back with a reason column; fixed and re-uploaded they insert exactly the 20 missing orders', async () => {
      const response = await demo.raw('errorDownload', { taskId });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('bad-500-errors.xlsx');
      const rows = await readSheetRows(response.rawPayload);
      const [header, ...dataRows] = rows;
      expect(header.slice(1)).toEqual([...templateHeaders('en'), 'Reason']);
      expect(dataRows).toHaveLength(20);
      const formulaRow = dataRows.find((row) => String(row[at('goodsName') + 1]).startsWith("'="));
      // text, not a formula, neutralised like every export (lib/xlsx-write/spreadsheet-formula.ts)
      expect(formulaRow?.[at('goodsName') + 1]).toBe(`'=A1&"x"`);
      expect(String(formulaRow?.at(-1))).toContain('Goods name: The cell holds a formula');
      // Numbers typed as numbers come back as numbers; phones and order numbers stay text.
      const weightRow = dataRows.find((row) => row[at('weightKg') + 1] === -1.5);
      expect(weightRow).toBeDefined();
      for (const key of ['pieces', 'lengthCm', 'declaredValue', 'codAmount'])
        expect({ key, type: typeof weightRow?.[at(key) + 1] }).toEqual({ key, type: 'number' });
      expect(weightRow?.[at('receiverPhone') + 1]).toMatch(/^0813\d{8}$/);
      expect(typeof weightRow?.[at('customerOrderNo') + 1]).toBe('string');
      // A message that names its column is not prefixed with it again.
      expect(String(weightRow?.at(-1))).toMatch(/^Weight \(kg\) must be more than 0/);
      const phoneRow = dataRows.find((row) => !row[at('receiverPhone') + 1]);
      expect(phoneRow?.at(-1)).toBe('Receiver phone is required');

      // The shipper fixes each row in the downloaded file and uploads it again.
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      sheet.eachRow((row, rowNo) => {
        if (rowNo === 1) return;
        const orderNo = String(row.getCell(at('customerOrderNo') + 1).value);
        const fixed = cellsOf(sampleOrder(Number(orderNo.split('-')[1]) - 1, prefix));
        fixed.forEach((value, i) => {
          row.getCell(i + 1).value = value as ExcelJS.CellValue;
        });
      });
      const fixedFile = Buffer.from(await workbook.xlsx.writeBuffer());
      const {
        validated,
        inserted,
        taskId: fixedTask,
      } = await demo.importFile('bad-500-errors.xlsx', fixedFile);
      expect(validated).toMatchObject({ totalRows: 20, validRows: 20, errorRows: 0 });
      expect(inserted).toMatchObject({ status: 'DONE', insertedRows: 20 });
      expect(await ordersOfTask(fixedTask)).toBe(20);
      expect(await ordersWithPrefix(prefix)).toBe(500);
    });

    it('reports already-created orders as repeats with isFilterRepeat=1 and skips them silently with 0', async () => {
      const resaved = await sampleOrderFile(500, prefix); // other bytes, the same order numbers
      const uploaded = await demo.upload('resaved.xlsx', resaved);
      const filtered = await demo.call('validateOrder', { taskId: uploaded.data.taskId, isFilterRepeat: 1 });
      expect(filtered.data).toMatchObject({ validRows: 0, errorRows: 500, repeatRows: 500 });
      const [first] = await demo.allErrors(uploaded.data.taskId);
      expect(first).toMatchObject({ messageCode: 'import.orderExists', columnKey: 'customerOrderNo' });
      const unfiltered = await demo.call('validateOrder', {
        taskId: uploaded.data.taskId,
        isFilterRepeat: 0,
      });
      expect(unfiltered.data).toMatchObject({ validRows: 500, errorRows: 0, isFilterRepeat: 0 });
      const inserted = await demo.call('insertOrder', { taskId: uploaded.data.taskId });
      expect(inserted.data).toMatchObject({ status: 'DONE', insertedRows: 0 });
      expect(await ordersWithPrefix(prefix)).toBe(500);
    });

    it('exports the destinations of the created orders with the count per district', async () => {
      const response = await demo.raw('destinationExport', { taskId });
      expect(response.statusCode).toBe(200);
      const [header, ...waybills] = await readSheetRows(response.rawPayload, 0);
      expect(header.slice(1)).toEqual([
        'Waybill no',
        'Receiver province',
        'Receiver city',
        'Receiver district',
        'Orders',
      ]);
      expect(waybills).toHaveLength(480);
      const [, ...destinations] = await readSheetRows(response.rawPayload, 1);
      const byDistrict = Object.fromEntries(destinations.map((row) => [row[3], row[4]]));
      const bad = new Set(Object.values(BAD_ROWS).flatMap((kind) => kind.indexes));
      const coblong = Array.from({ length: 500 }, (_, i) => i).filter(
        (i) => i % 6 === 1 && !bad.has(i),
      ).length;
      expect(byDistrict.Coblong).toBe(coblong);
      expect(destinations.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(480);
    });

    it('logs the file: name, size, hash, uploader, times and a signed URL serving the original', async () => {
      const { data } = await demo.call('fileLog', { taskId });
      expect(data).toMatchObject({
        taskId,
        fileName: 'bad-500.xlsx',
        fileSize: original.length,
        uploader: 'demo',
      });
      expect(data.fileHash).toMatch(/^[0-9a-f]{64}$/);
      const download = await app.inject({ method: 'GET', url: data.downloadUrl });
      expect(download.statusCode).toBe(200);
      expect(Buffer.compare(download.rawPayload, original)).toBe(0);
    });

    it('removes chosen errors, then all of a task', async () => {
      const errors = await demo.allErrors(taskId);
      const chosen = errors.slice(0, 2).map((error) => (error as unknown as { id: number }).id);
      expect((await demo.call('batchRemoveErrors', { taskId, ids: chosen })).data).toEqual({ removed: 2 });
      expect(await demo.allErrors(taskId)).toHaveLength(18);
      expect((await demo.call('batchRemoveErrors', { taskId })).data).toEqual({ removed: 18 });
      expect(await demo.allErrors(taskId)).toHaveLength(0);
    });

    it("keeps every task to its customer: another shipper's task id is 'not found' and nothing changes", async () => {
      const uploaded = await demo.upload('isolated.xlsx', await fileWithBadRows('ISO'));
      const isolated = uploaded.data.taskId;
      await demo.call('validateOrder', { taskId: isolated });
      const otherPage = await other.call('taskPage', { current: 1, size: 100 });
      expect(otherPage.data.records.map((task: { taskId: number }) => task.taskId)).not.toContain(isolated);
      for (const [path, payload] of [
        ['validateOrder', { taskId: isolated, isFilterRepeat: 0 }],
        ['insertOrder', { taskId: isolated }],
        ['insertOrderNew', { taskId: isolated }],
        ['errorPage', { taskId: isolated, current: 1, size: 10 }],
        ['batchRemoveErrors', { taskId: isolated }],
        ['fileLog', { taskId: isolated }],
        ['errorDownload', { taskId: isolated }],
        ['destinationExport', { taskId: isolated }],
      ] as const) {
        const answer = await other.call(path, payload);
        expect({ path, code: answer.code, msg: answer.msg }).toEqual({
          path,
          code: 404,
          msg: 'Import task not found',
        });
      }
      expect(await other.getTask(isolated)).toMatchObject({ code: 404, msg: 'Import task not found' });
      expect((await demo.getTask(isolated)).data).toMatchObject({ taskId: isolated, status: 'VALIDATED' });
      expect((await new ImportClient(app, other.token, 'YN').call('fileLog', { taskId: isolated })).msg).toBe(
        'Tugas impor tidak ditemukan',
      );
      const task = await demo.task(isolated);
      expect(task).toMatchObject({ status: 'VALIDATED', validRows: 480, errorRows: 20, insertedRows: 0 });
      expect(await demo.allErrors(isolated)).toHaveLength(20);
      expect(await ordersOfTask(isolated)).toBe(0);
    });
  });

  describe('file checks', () => {
    it('refuses a renamed PNG, a CSV and a non-xlsx zip before storing anything', async () => {
      const before = await taskCount();
      for (const [name, data] of [
        ['orders.xlsx', PNG],
        ['orders.csv', Buffer.from('receiverName,receiverPhone\nSiti,0812\n')],
        ['orders.xlsx', Buffer.from('receiverName,receiverPhone\nSiti,0812\n')],
      ] as const) {
        const answer = await demo.upload(name, data);
        expect({ name, code: answer.code, msg: answer.msg }).toEqual({
          name,
          code: 500,
          msg: 'File type does not match: please upload the xlsx template',
        });
      }
      const zh = await new ImportClient(app, demo.token, 'CN').upload('orders.xlsx', PNG);
      expect(zh.msg).toBe('文件类型不匹配，请上传 xlsx 模板文件');
      expect(await taskCount()).toBe(before);
    });

    it('refuses a zip bomb by its declared size and keeps the task as FAILED with the reason', async () => {
      const bomb = handMadeXlsx([templateHeaders('en'), cellsOf(sampleOrder(0, 'BOMB')).map(String)], {
        sheetDeclaredSize: 3_000_000_000,
      });
      const answer = await demo.upload('bomb.xlsx', bomb);
      expect(answer.code).not.toBe(1);
      expect(answer.msg).toBe('The file unpacks to too much data (at most 512 MB); it may be a zip bomb');
      const { data } = await demo.call('taskPage', { current: 1, size: 1, status: 'FAILED' });
      expect(data.records[0]).toMatchObject({
        fileName: 'bomb.xlsx',
        status: 'FAILED',
        failureCode: 'import.unpackedTooLarge',
        failureMessage: 'The file unpacks to too much data (at most 512 MB); it may be a zip bomb',
      });
      expect(data.records[0].finishedAt).not.toBeNull();
      expect((await demo.call('validateOrder', { taskId: data.records[0].taskId })).code).not.toBe(1);

      // The task list can show why: one error of the file (row 0), in the list and the download.
      const failedId = data.records[0].taskId;
      expect(data.records[0]).toMatchObject({ totalRows: 0, errorRows: 1 });
      expect(await demo.allErrors(failedId)).toMatchObject([
        {
          rowNo: 0,
          columnKey: null,
          messageCode: 'import.unpackedTooLarge',
          message: 'The file unpacks to too much data (at most 512 MB); it may be a zip bomb',
        },
      ]);
      const [, ...lines] = await readSheetRows(
        (await demo.raw('errorDownload', { taskId: failedId })).rawPayload,
      );
      expect(lines.map((line) => line.at(-1))).toEqual([
        'The file unpacks to too much data (at most 512 MB); it may be a zip bomb',
      ]);
    });

    it('fails a file without required columns, names them, and keeps them as the task errors', async () => {
      const headers = templateHeaders('en');
      const dropped = [at('receiverPhone'), at('weightKg')];
      const without = <T>(cells: T[]) => cells.filter((_, i) => !dropped.includes(i));
      const file = await writeSheet(without(headers), [without(cellsOf(sampleOrder(0, 'NOCOL')))]);
      const uploaded = await demo.upload('no-phone.xlsx', file);
      const taskId = uploaded.data.taskId;
      const answer = await demo.call('validateOrder', { taskId });
      expect(answer).toMatchObject({ code: 500, msg: 'Missing column: Receiver phone, Weight (kg)' });
      const task = await new ImportClient(app, demo.token, 'CN').task(taskId);
      expect(task).toMatchObject({
        status: 'FAILED',
        failureCode: 'import.missingColumns',
        failureMessage: '缺少列：收件人电话, 重量(kg)',
        totalRows: 0,
        validRows: 0,
        errorRows: 1, // the header row: the task list opens its errors
      });
      const errors = await demo.allErrors(taskId);
      expect(
        errors.map(({ rowNo, columnKey, columnName, message }) => ({
          rowNo,
          columnKey,
          columnName,
          message,
        })),
      ).toEqual([
        {
          rowNo: 1,
          columnKey: 'receiverPhone',
          columnName: 'Receiver phone',
          message: 'Missing column: Receiver phone',
        },
        {
          rowNo: 1,
          columnKey: 'weightKg',
          columnName: 'Weight (kg)',
          message: 'Missing column: Weight (kg)',
        },
      ]);

      // The error download holds the same reasons, one line each, in the request language.
      const response = await new ImportClient(app, demo.token, 'YN').raw('errorDownload', { taskId });
      const [header, ...lines] = await readSheetRows(response.rawPayload);
      expect(header.at(-1)).toBe('Alasan');
      expect(lines.map((line) => line.at(-1))).toEqual([
        'Kolom tidak ada: Telepon penerima',
        'Kolom tidak ada: Berat (kg)',
      ]);
      expect(
        lines.map((line) => line.slice(1, -1).filter((cell) => cell !== '' && cell !== undefined)),
      ).toEqual([[], []]);
    });

    it('reads headers written in any of the seven languages, with or without the required mark', async () => {
      for (const lang of ['zh', 'id', 'th', 'km', 'ms', 'vi'] as const) {
        const prefix = `HDR${lang.toUpperCase()}`;
        const headers = templateHeaders(lang).map((header) => header.replace('*', ''));
        const file = await writeSheet(headers, [
          cellsOf(sampleOrder(1, prefix)),
          cellsOf(sampleOrder(2, prefix)),
        ]);
        const { validated, inserted } = await demo.importFile(`${lang}.xlsx`, file);
        expect(validated).toMatchObject({ validRows: 2, errorRows: 0 });
        expect(inserted).toMatchObject({ insertedRows: 2 });
      }
    });

    it('numbers rows without a customer order no from the file and row, so they repeat in the file only once', async () => {
      const first = { ...sampleOrder(0, 'GEN'), customerOrderNo: '' };
      const file = await writeSheet(templateHeaders('en'), [cellsOf(first), cellsOf(first), cellsOf(first)]);
      const { inserted, taskId } = await demo.importFile('generated.xlsx', file);
      expect(inserted.insertedRows).toBe(3);
      const numbers = await app.db
        .select({ no: orders.customerOrderNo })
        .from(orders)
        .where(eq(orders.importTaskId, taskId));
      expect(numbers.map((row) => row.no).sort()).toEqual([
        expect.stringMatching(/^IMP[0-9A-F]{12}-2$/),
        expect.stringMatching(/^IMP[0-9A-F]{12}-3$/),
        expect.stringMatching(/^IMP[0-9A-F]{12}-4$/),
      ]);
    });

    it('refuses a customer order no that repeats an earlier row of the same file', async () => {
      const order = sampleOrder(0, 'DUP');
      const file = await writeSheet(templateHeaders('en'), [
        cellsOf(order),
        cellsOf(sampleOrder(1, 'DUP')),
        cellsOf(order),
      ]);
      const uploaded = await demo.upload('dup.xlsx', file);
      const { data } = await demo.call('validateOrder', { taskId: uploaded.data.taskId });
      expect(data).toMatchObject({ validRows: 2, errorRows: 1, repeatRows: 1 });
      const [error] = await demo.allErrors(uploaded.data.taskId);
      expect(error).toMatchObject({ rowNo: 4, messageCode: 'import.duplicateInFile' });
      expect(error.message).toBe('Customer order no DUP-000001 repeats row 2');
    });
  });

  describe('task list', () => {
    it("pages the caller's tasks newest first and filters by status and creation time", async () => {
      const { data } = await demo.call('taskPage', { current: 1, size: 3 });
      expect(data.records).toHaveLength(3);
      const times = data.records.map((task: { createdAt: string }) => Date.parse(task.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(data.records[0]).toEqual(
        expect.objectContaining({
          taskId: expect.any(Number),
          fileName: expect.any(String),
          statusLabel: expect.any(String),
          progress: expect.any(Number),
          uploader: 'demo',
        }),
      );
      const done = await demo.call('taskPage', { current: 1, size: 100, status: 'DONE' });
      expect(done.data.records.every((task: { status: string }) => task.status === 'DONE')).toBe(true);
      const future = await demo.call('taskPage', {
        current: 1,
        size: 10,
        createdFrom: '2999-01-01 00:00:00',
      });
      expect(future.data).toMatchObject({ total: 0, records: [] });
      const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      const range = await demo.call('taskPage', {
        current: 1,
        size: 10,
        createdFrom: `${today} 00:00:00`,
        createdTo: `${today} 23:59:59`,
      });
      expect(range.data.total).toBe(data.total);
      // A date alone: from the start of the day to its end.
      const day = await demo.call('taskPage', { current: 1, size: 10, createdFrom: today, createdTo: today });
      expect(day.data.total).toBe(data.total);
      expect((await demo.call('taskPage', { current: 1, size: 10, createdFrom: 'yesterday' })).code).toBe(
        400,
      );
    });

    it('answers an unknown task id like a foreign one', async () => {
      expect(await demo.call('errorPage', { taskId: 99_999_999, current: 1, size: 10 })).toMatchObject({
        code: 404,
        msg: 'Import task not found',
      });
    });
  });

  describe('a 10,000-row file', () => {
    it('validates and inserts (rows per second logged)', async () => {
      const file = await sampleOrderFile(10_000, 'TENK');
      const uploaded = await demo.upload('ten-thousand.xlsx', file);
      const taskId = uploaded.data.taskId;
      let started = Date.now();
      const validated = await demo.call('validateOrder', { taskId });
      const validateMs = Date.now() - started;
      expect(validated.data).toMatchObject({ validRows: 10_000, errorRows: 0 });
      started = Date.now();
      const inserted = await demo.call('insertOrderNew', { taskId });
      expect(inserted.code).toBe(1);
      let task = inserted.data;
      while (task.status !== 'DONE') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        task = await demo.task(taskId);
        expect(['INSERTING', 'DONE']).toContain(task.status);
      }
      const insertMs = Date.now() - started;
      expect(task.insertedRows).toBe(10_000);
      expect(await ordersOfTask(taskId)).toBe(10_000);
      console.log(
        `import of 10,000 rows: validate ${validateMs} ms (${Math.round(10_000_000 / validateMs)} rows/s), ` +
          `insert ${insertMs} ms (${Math.round(10_000_000 / insertMs)} rows/s)`,
      );
      expect(
        await app.db.select({ n: count() }).from(importErrors).where(eq(importErrors.taskId, taskId)),
      ).toEqual([{ n: 0 }]);
    }, 180_000);
  });
});
