import { DEMO_PASSWORD } from '../db/seed/core';
import { DEMO_BILL_CODES } from '../db/seed/orders-data';

/**
 * Request and response examples of the main calls, by operationId, from the seeded demo data
 * (login demo / ${DEMO_PASSWORD}, customer C001 PT Nusantara Niaga). The document transform puts
 * them into gateway/openapi.json; examples.test.ts checks each against its schema and
 * calls them on a seeded gateway. Ids, tokens and times differ from call to call.
 * Not here yet: a COD batch and ticket creation (no such calls in this gateway).
 */
export interface OperationExamples {
  /** The JSON body. */
  request?: unknown;
  /** Path and query parameters, by name. */
  parameters?: Record<string, string | number>;
  /** The answer to the request above (JSON only). */
  response?: unknown;
  /** A non-JSON answer: its content type. */
  produces?: string;
}

const DEMO_TOKEN = 'oKMiC4G8Gy2SDWV07bCy4E-zS_R7HxmeDspTuWW-hA4';

/** One import task through its steps (upload, validate, insert): a two-row file of the template. */
const IMPORT_TASK = {
  taskId: 1,
  fileName: 'orders.xlsx',
  fileSize: 7093,
  status: 'UPLOADED',
  statusLabel: 'Uploaded',
  isFilterRepeat: 1,
  failureCode: null,
  failureMessage: null,
  totalRows: 0,
  validRows: 0,
  errorRows: 0,
  repeatRows: 0,
  insertedRows: 0,
  progress: 0,
  uploader: 'demo',
  createdAt: '2026-11-24T22:00:16.024Z',
  updatedAt: '2026-11-24T22:00:16.024Z',
  finishedAt: null,
};

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  'auth.login': {
    request: { loginCode: 'demo', password: DEMO_PASSWORD },
    response: {
      code: 1,
      msg: 'success',
      data: {
        token: DEMO_TOKEN,
        user: {
          loginCode: 'demo',
          userName: 'Budi Santoso',
          email: 'demo@example.co.id',
          phone: '081234567890',
          newUserFlag: '0',
          networkId: null,
          customerCode: 'C001',
          customerName: 'PT Nusantara Niaga',
        },
        newMenuId: '',
        userAdmin: 1,
        isUsed: '1',
        needUpdatePassword: '0',
        memberLevel: {
          code: 'PLATINUM',
          growthStart: 20000,
        },
      },
    },
  },
  'auth.listMenu': {
    response: {
      code: 1,
      msg: 'success',
      data: {
        menuResourceVos: [
          {
            id: 1,
            parentId: null,
            resourceCode: 'orderManage',
            resourceName: 'Order management',
            nameKey: 'menu.orderManage',
            resourceType: 1,
            path: null,
            icon: 'ShoppingOutlined',
            sort: 10,
            childResources: [
              {
                id: 2,
                parentId: 1,
                resourceCode: 'orderEntry',
                resourceName: 'Order entry',
                nameKey: 'menu.orderEntry',
                resourceType: 3,
                path: '/orderEntry',
                icon: null,
                sort: 20,
                childResources: [
                  {
                    id: 3,
                    parentId: 2,
                    resourceCode: 'orderEntry_ADD',
                    resourceName: 'Add',
                    nameKey: 'button.ADD',
                    resourceType: 2,
                    path: null,
                    icon: null,
                    sort: 21,
                    childResources: [],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  },
  'orders.create': {
    request: {
      customerOrderNo: 'NN-2026-DOC-1',
      sender: {
        name: 'PT Nusantara Niaga',
        phone: '081210002026',
        districtCode: '31.73.05',
        address: 'Jl. Panjang No. 12',
      },
      receiver: {
        name: 'Siti Rahmawati',
        phone: '081234567802',
        province: 'Jawa Barat',
        city: 'Kota Bandung',
        district: 'Sukajadi',
        address: 'Jl. Sukajadi No. 57',
        postalCode: '40162',
      },
      goodsType: 'CLOTHING',
      goodsName: 'Kemeja batik',
      pieces: 1,
      weightKg: 1.2,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 30,
      declaredValue: 2000000,
      codAmount: 275000,
      insured: true,
      productType: 'EZ',
      paymentMethod: 'MONTHLY',
    },
    response: {
      code: 1,
      msg: 'success',
      data: {
        id: 94,
        billCode: 'JP92223641728',
        customerOrderNo: 'NN-2026-DOC-1',
        status: 'CREATED',
        statusLabel: 'Order created',
        duplicate: false,
        fees: {
          zone: 'SAME_ISLAND',
          zoneLabel: 'Same island group',
          productType: 'EZ',
          productTypeName: 'EZ standard',
          actualWeightKg: 1.2,
          volumetricWeightKg: 6,
          chargeableWeightKg: 6,
          billableWeightKg: 6,
          freightFee: 78000,
          insuranceFee: 4000,
          codFee: 8250,
          totalFee: 90250,
          serviceDays: 3,
          currency: 'IDR',
        },
        couponCode: null,
        couponDiscount: 0,
        createdAt: '2026-11-24T22:01:05.998Z',
      },
    },
  },
  'import.upload': {
    response: { code: 1, msg: 'Upload succeeded', data: { ...IMPORT_TASK, reused: false } },
  },
  'import.validateOrder': {
    request: { taskId: IMPORT_TASK.taskId },
    response: {
      code: 1,
      msg: 'Validated: 2 valid rows, 0 rows with errors',
      data: {
        taskId: 1,
        fileName: 'orders.xlsx',
        fileSize: 7093,
        status: 'VALIDATED',
        statusLabel: 'Validated',
        isFilterRepeat: 1,
        failureCode: null,
        failureMessage: null,
        totalRows: 2,
        validRows: 2,
        errorRows: 0,
        repeatRows: 0,
        insertedRows: 0,
        progress: 100,
        uploader: 'demo',
        createdAt: '2026-11-24T22:00:16.024Z',
        updatedAt: '2026-11-24T22:00:17.456Z',
        finishedAt: null,
      },
    },
  },
  'import.insertOrder': {
    request: { taskId: IMPORT_TASK.taskId },
    response: {
      code: 1,
      msg: 'Done: 2 orders created',
      data: {
        taskId: 1,
        fileName: 'orders.xlsx',
        fileSize: 7093,
        status: 'DONE',
        statusLabel: 'Done',
        isFilterRepeat: 1,
        failureCode: null,
        failureMessage: null,
        totalRows: 2,
        validRows: 2,
        errorRows: 0,
        repeatRows: 0,
        insertedRows: 2,
        progress: 100,
        uploader: 'demo',
        createdAt: '2026-11-24T22:00:16.024Z',
        updatedAt: '2026-11-24T22:00:17.486Z',
        finishedAt: '2026-11-24T22:00:17.486Z',
      },
    },
  },
  'labels.print': {
    parameters: { style: 'THERMAL_100x150', id: DEMO_BILL_CODES.inTransit, type: 2 },
    produces: 'application/pdf',
  },
  'labels.getPrintConfig': {
    response: {
      code: 1,
      msg: 'success',
      data: {
        defaultStyle: 'THERMAL_100x150',
        printCod: 1,
        discountPrint: 0,
      },
    },
  },
};
