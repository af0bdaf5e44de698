import { fakeGateway, fileAnswer, refusal } from '../testing/fakeGateway';
import { ApiError } from './ApiError';
import { onExportsChanged } from '../utils/exportSignal';
import { exportToFile, postExport } from './export';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = () =>
  fileAnswer(new Blob(['xlsx'], { type: XLSX }), {
    'content-disposition': `attachment; filename="orders.xlsx"; filename*=UTF-8''orders-20261125.xlsx`,
  });
const QUEUED = {
  code: 1,
  msg: 'Being prepared in the download centre',
  data: { exportId: 41, status: 'QUEUED' as const },
};

describe('postExport', () => {
  it('answers a small export as its file, with the name the server gives', async () => {
    const gateway = fakeGateway({ 'POST /customer-api/order/manage/export': () => file() });
    const answer = await postExport('/customer-api/order/manage/export', { status: 'DELIVERED' });
    expect(answer).toMatchObject({ kind: 'file', fileName: 'orders-20261125.xlsx' });
    expect(answer.kind === 'file' && answer.blob.type).toBe(XLSX);
    expect(gateway.bodies('/customer-api/order/manage/export')).toEqual([{ status: 'DELIVERED' }]);
  });

  it('answers a large export as the export queued in the download centre, with the server’s words', async () => {
    fakeGateway({ 'POST /customer-api/waybill/export': () => QUEUED });
    await expect(postExport('/customer-api/waybill/export', {})).resolves.toEqual({
      kind: 'queued',
      exportId: 41,
      status: 'QUEUED',
      msg: 'Being prepared in the download centre',
    });
  });

  it('tells the header badge at once when an export was queued, and not for a file', async () => {
    const heard = jest.fn();
    const stop = onExportsChanged(heard);
    try {
      fakeGateway({
        'POST /customer-api/waybill/export': () => QUEUED,
        'POST /customer-api/order/manage/export': () => file(),
      });
      await postExport('/customer-api/order/manage/export', {});
      expect(heard).not.toHaveBeenCalled();
      await postExport('/customer-api/waybill/export', {});
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('reads the queued export from a JSON blob too (what the browser gives a blob call)', async () => {
    fakeGateway({
      'POST /customer-api/import/errorDownload': () =>
        fileAnswer(
          new Blob(
            [JSON.stringify({ ...QUEUED, data: { exportId: 7, status: 'QUEUED', waitingBehind: 5 } })],
            {
              type: 'application/json',
            },
          ),
        ),
    });
    await expect(postExport('/customer-api/import/errorDownload', { taskId: 3 })).resolves.toMatchObject({
      kind: 'queued',
      exportId: 7,
      waitingBehind: 5,
    });
  });

  it('rejects a refusal with the server’s msg', async () => {
    fakeGateway({ 'POST /customer-api/import/destinationExport': () => refusal('Import task not found') });
    const error = await postExport('/customer-api/import/destinationExport', { taskId: 9 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ msg: 'Import task not found' });
  });
});

describe('exportToFile', () => {
  const clicked: string[] = [];
  beforeEach(() => {
    clicked.length = 0;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves a small export at once', async () => {
    fakeGateway({ 'POST /customer-api/order/addressExport': () => file() });
    await expect(exportToFile('/customer-api/order/addressExport', {}, 'addresses.xlsx')).resolves.toEqual({
      kind: 'saved',
      fileName: 'orders-20261125.xlsx',
    });
    expect(clicked).toEqual(['orders-20261125.xlsx']);
  });

  it('saves nothing for a queued export and answers it', async () => {
    fakeGateway({ 'POST /customer-api/order/addressExport': () => QUEUED });
    await expect(
      exportToFile('/customer-api/order/addressExport', {}, 'addresses.xlsx'),
    ).resolves.toMatchObject({
      kind: 'queued',
      exportId: 41,
    });
    expect(clicked).toEqual([]);
  });
});
