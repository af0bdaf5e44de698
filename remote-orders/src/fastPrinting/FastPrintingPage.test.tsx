import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerLater, fakeGateway, fileAnswer, refusal, renderPage, type FakeGateway } from 'shared/testing';
import { fill } from '../common/testing/antd';
import { getButton } from '../common/testing/buttons';
import type { FastPrintingPage as Page, FastPrintQuery } from './api';
import FastPrintingPage from './FastPrintingPage';

jest.setTimeout(120000);

const record = (id: number, billCode: string, lastPrintedAt: string | null = null) => ({
  id,
  billCode,
  customerOrderNo: `INV-${id}`,
  receiverName: 'Siti Aminah',
  receiverCity: 'Kota Bandung',
  status: 'CREATED' as const,
  statusLabel: 'Order created',
  printCount: 0,
  lastPrintedAt,
  createdAt: '2026-03-01 08:00:00',
});
/** A cancelled order: the server leaves it out of the page and names it when it is pasted. */
const CANCELLED = 'JP10000000053';
const RECORDS = [
  record(11, 'JP10000000011'),
  record(29, 'JP10000000029'),
  record(45, 'JP10000000045', '2026-11-23 23:51:13'),
];

/** The server's page: the records of the searched waybill numbers, or all of them. */
function answerQuery(query: FastPrintQuery): Promise<Page> {
  const records = query.billCodes
    ? RECORDS.filter((one) => query.billCodes?.includes(one.billCode))
    : RECORDS;
  const pasted = query.billCodes ?? [];
  const cancelled = pasted.filter((code) => code === CANCELLED);
  const notFound = pasted.filter(
    (code) => code !== CANCELLED && !RECORDS.some((one) => one.billCode === code),
  );
  return answerLater({ current: 1, size: 10, total: records.length, pages: 1, records, notFound, cancelled });
}

const QUERY = '/customer-api/fastPrint/query';
const PRINT_BATCH = '/customer-api/label/printBatch';
const PDF = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

let gateway: FakeGateway;
beforeEach(() => {
  jest.resetAllMocks();
  gateway = fakeGateway({
    'POST /customer-api/fastPrint/query': (_query, body) => answerQuery(body),
    'GET /customer-api/label/printConfig': () =>
      answerLater({ defaultStyle: 'A6', printCod: 1, discountPrint: 0 }),
    'POST /customer-api/label/printBatch': () =>
      answerLater(fileAnswer(PDF, { 'content-type': 'application/pdf' })),
  });
});

it('quick print says in one line that labels cannot be printed without a print key, and not with one', async () => {
  const { unmount } = await renderPage(<FastPrintingPage />, { btnList: [] });
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
    'You can view this page but not print labels; ask your account admin for the permission.',
  );
  await screen.findByText('JP10000000011');
  unmount();
  await renderPage(<FastPrintingPage />, { btnList: ['fastPrinting_PRINT'] });
  await screen.findByText('JP10000000011');
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
});

it('quick print searches by the pasted codes, split by lines, commas and spaces', async () => {
  await renderPage(<FastPrintingPage />, { btnList: ['fastPrinting_PRINT'] });
  const row = (await screen.findByText('JP10000000045')).closest('tr') as HTMLElement;
  // the status as the server names it in the session's language, never its code
  expect(row).toHaveTextContent('Order created');
  expect(row).not.toHaveTextContent('CREATED');
  // the last print time (a WIB wall-time string) in the order pages' format
  expect(row).toHaveTextContent('23 Nov 2026 23:51 WIB');
  // every field of the search form is named by its label (the axe check's `label` rule)
  expect(screen.getByLabelText('Printed')).toHaveAttribute('role', 'combobox');
  fill(screen.getByLabelText('Waybill numbers'), 'jp10000000011, JP10000000029\nJP10000000037 jp10000000011');
  fireEvent.click(getButton(document.body, 'Search'));
  await waitFor(() => expect(screen.queryByText('JP10000000045')).not.toBeInTheDocument());
  expect(screen.getByText('JP10000000011')).toBeInTheDocument();
  expect(screen.getByText('JP10000000029')).toBeInTheDocument();
  expect(gateway.bodies(QUERY).at(-1)).toEqual({
    billCodes: ['JP10000000011', 'JP10000000029', 'JP10000000037'],
    current: 1,
    size: 10,
  });
  // the number with no order is named, not dropped
  expect(screen.getByTestId('fast-print-not-found')).toHaveTextContent(
    'No order of yours has this waybill number: JP10000000037',
  );
});

it('quick print names pasted waybills of cancelled orders, whose labels do not print', async () => {
  await renderPage(<FastPrintingPage />, { btnList: ['fastPrinting_PRINT'] });
  await screen.findByText('JP10000000045');
  expect(screen.queryByTestId('fast-print-cancelled')).not.toBeInTheDocument();
  fill(screen.getByLabelText('Waybill numbers'), `JP10000000011 ${CANCELLED}`);
  fireEvent.click(getButton(document.body, 'Search'));
  expect(await screen.findByTestId('fast-print-cancelled')).toHaveTextContent(
    `This order is cancelled, its label cannot be printed: ${CANCELLED}`,
  );
  expect(screen.queryByTestId('fast-print-not-found')).not.toBeInTheDocument();
});

it("quick print shows the server's reason when it refuses to print a cancelled order", async () => {
  const reason = 'order cancelled, its label cannot be printed: JP10000000029';
  gateway = fakeGateway({
    'POST /customer-api/fastPrint/query': (_query, body) => answerQuery(body),
    'GET /customer-api/label/printConfig': () =>
      answerLater({ defaultStyle: 'A6', printCod: 1, discountPrint: 0 }),
    // a PDF call's refusal comes back as a JSON blob, as the browser receives it
    'POST /customer-api/label/printBatch': () =>
      answerLater(
        fileAnswer(new Blob([JSON.stringify(refusal(reason))], { type: 'application/json' }), {
          'content-type': 'application/json; charset=utf-8',
        }),
      ),
  });
  const { opened } = await printOneRow((script) => script.onerror?.(new Event('error')));
  expect(await screen.findByText(reason)).toBeInTheDocument();
  expect(opened.close).toHaveBeenCalled();
  expect(screen.queryByText(/Print plugin not found/)).not.toBeInTheDocument();
});

/** Prints row JP10000000029 with the local ports answering as `answerScript` says; returns the PDF window. */
async function printOneRow(answerScript: (script: HTMLScriptElement) => void) {
  const opened = { closed: false, close: jest.fn(), location: { href: '' } };
  const open = jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  URL.createObjectURL = jest.fn(() => 'blob:labels');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    setTimeout(() => answerScript(node as unknown as HTMLScriptElement));
    return node;
  });

  await renderPage(<FastPrintingPage />, { btnList: ['fastPrinting_PRINT'] });
  const row = (await screen.findByText('JP10000000029')).closest('tr') as HTMLElement;
  await waitFor(() => expect(screen.getByText('A6')).toBeInTheDocument());
  fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
  fireEvent.click(getButton(document.body, 'Print'));
  return { open, opened };
}

afterEach(() => {
  delete window.getCLodop;
});

it('print opens the PDF when the local helper is absent, and says that is what happened', async () => {
  // Neither local port answers.
  const { open, opened } = await printOneRow((script) => script.onerror?.(new Event('error')));

  expect(
    await screen.findByText('Print plugin not found: the label PDF was opened instead'),
  ).toBeInTheDocument();
  // not the spec's failure message: nothing failed, the labels are in the opened PDF
  expect(screen.queryByText('the print plugin failed to load')).not.toBeInTheDocument();
  expect(gateway.bodies(PRINT_BATCH)).toContainEqual({
    style: 'A6',
    discountPrint: 0,
    type: 1,
    items: [{ id: 29 }],
  });
  expect(open).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(opened.location.href).toBe('blob:labels'));
  expect(opened.close).not.toHaveBeenCalled();
});

it('print shows the spec\'s "print plugin failed" when the helper is there but fails, and opens the PDF', async () => {
  const printer = {
    SET_LICENSES: jest.fn(),
    PRINT_INIT: jest.fn(),
    ADD_PRINT_PDF: jest.fn(),
    PRINT: () => false,
  };
  const { opened } = await printOneRow((script) => {
    window.getCLodop = () => printer;
    script.onload?.(new Event('load'));
  });

  expect(await screen.findByText('the print plugin failed to load')).toBeInTheDocument();
  expect(screen.queryByText(/Print plugin not found/)).not.toBeInTheDocument();
  await waitFor(() => expect(opened.location.href).toBe('blob:labels'));
});
