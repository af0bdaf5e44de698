import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';

/**
 * Calls of the import routes as the portal makes them, for the import tests and the benchmark.
 * (No test-framework imports: the benchmark runs it outside jest.)
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own data shape
type Envelope = { code: number; msg: string; data: any };
const body = (response: LightMyRequestResponse): Envelope => response.json();
export function multipartOf(
  fileName: string,
  data: Buffer,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----import-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export class ImportClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly token: string,
    private readonly language = 'EN',
  ) {}

  async upload(fileName: string, data: Buffer, fields: Record<string, string> = {}) {
    const form = multipartOf(fileName, data, fields);
    const response = await this.app.inject({
      method: 'POST',
      url: '/customer-api/import/upload',
      payload: form.payload,
      headers: { authToken: this.token, language: this.language, ...form.headers },
    });
    return body(response);
  }

  raw(path: string, payload: object = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url: `/customer-api/import/${path}`,
      payload,
      headers: { authToken: this.token, language: this.language },
    });
  }

  async call(path: string, payload: object = {}): Promise<Envelope> {
    return body(await this.raw(path, payload));
  }

  /** Every error of a task, page by page. */
  async allErrors(taskId: number) {
    const errors: {
      rowNo: number;
      columnKey: string;
      columnName: string;
      messageCode: string;
      message: string;
    }[] = [];
    for (let current = 1; ; current += 1) {
      const { data } = await this.call('errorPage', { taskId, current, size: 100 });
      errors.push(...data.records);
      if (current >= data.pages) return errors;
    }
  }

  /** GET /import/task: one task, for progress polling. */
  async getTask(taskId: number): Promise<Envelope> {
    return body(
      await this.app.inject({
        method: 'GET',
        url: `/customer-api/import/task?taskId=${taskId}`,
        headers: { authToken: this.token, language: this.language },
      }),
    );
  }

  async task(taskId: number) {
    const { data } = await this.call('taskPage', { current: 1, size: 100 });
    return data.records.find((task: { taskId: number }) => task.taskId === taskId);
  }

  /** Upload, validate and insert; returns the task after each step. */
  async importFile(fileName: string, data: Buffer, isFilterRepeat = 1) {
    const uploaded = await this.upload(fileName, data, { isFilterRepeat: String(isFilterRepeat) });
    if (uploaded.code !== 1) throw new Error(`upload failed: ${uploaded.msg}`);
    const taskId = uploaded.data.taskId as number;
    const validated = await this.call('validateOrder', { taskId, isFilterRepeat });
    if (validated.code !== 1) throw new Error(`validation failed: ${validated.msg}`);
    const inserted = await this.call('insertOrder', { taskId });
    if (inserted.code !== 1) throw new Error(`insert failed: ${inserted.msg}`);
    return { taskId, uploaded: uploaded.data, validated: validated.data, inserted: inserted.data };
  }
}

/** The first sheet of an xlsx as rows of cell values (1-based like Excel, index 0 unused). */
export async function readSheetRows(data: Buffer, sheetIndex = 0): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[sheetIndex];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push(row.values as ExcelJS.CellValue[]));
  return rows;
}
