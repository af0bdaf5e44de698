import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  fakeGateway,
  fieldErrorOf,
  fieldRefusal,
  renderPage,
  type FakeGateway,
  type GatewayAnswer,
} from 'shared/testing';
import CustomerAddPage from '../../customerAdd/CustomerAddPage';
import CustomerEditPage from '../../customerEdit/CustomerEditPage';
import type { Submission } from './api';

const DETAIL = '/customer-api/customerData/detail';
const SAVE = '/customer-api/customerData/save';
const SUBMIT = '/customer-api/customerData/submit';
const UPLOAD = '/customer-api/customerData/upload';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const submission = (over: Partial<Submission>): Submission => ({
  id: 1,
  customerCode: 'C001',
  customerName: 'PT Nusantara Niaga',
  entityType: 'COMPANY',
  status: 'REJECTED',
  fields: { companyName: 'PT Nusantara Niaga', npwp: '012345678901234' },
  approved: null,
  isChange: false,
  fieldReasons: { npwp: 'the NPWP number does not match the card' },
  documents: [
    {
      id: 5,
      field: 'npwp',
      fileName: 'npwp.png',
      contentType: 'image/png',
      size: 2048,
      url: 'http://localhost/customer-api/file/view/x.png?sig=1',
    },
  ],
  requiredFields: ['companyName', 'npwp', 'doc.npwp'],
  submittedAt: '2026-11-20T03:00:00Z',
  reviewedAt: '2026-11-20T04:00:00Z',
  reviewedBy: 'demo_staff',
  ...over,
});

let submitAnswer: GatewayAnswer<Submission>;
let gateway: FakeGateway;

beforeEach(() => {
  submitAnswer = submission({ status: 'SUBMITTED', fieldReasons: {} });
  gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => submission({}),
    [`POST ${SAVE}`]: (_query, body) =>
      submission({ status: 'DRAFT', fields: (body as { fields: Record<string, string> }).fields }),
    [`POST ${SUBMIT}`]: () => submitAnswer,
    [`POST ${UPLOAD}`]: () => submission({}).documents[0],
  });
});

it('shows the status and the reason per field, and submits the fixed data', async () => {
  await renderPage(<CustomerAddPage />, { btnList: ['customerAdd_ADD'] });
  expect(await screen.findByTestId('customer-data-status')).toHaveTextContent('Status: Rejected');
  expect(screen.getByText('Reason: the NPWP number does not match the card')).toBeInTheDocument();
  const npwp = screen.getByLabelText('NPWP');
  await user.clear(npwp);
  await user.type(npwp, '012345678901235');
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  await waitFor(() => expect(gateway.bodies(SUBMIT)).toHaveLength(1));
  expect(gateway.bodies(SAVE)[0]).toMatchObject({
    entityType: 'COMPANY',
    fields: { npwp: '012345678901235' },
  });
  expect(await screen.findByTestId('customer-data-status')).toHaveTextContent('Status: Submitted');
});

it('keeps the data read-only while it is under review', async () => {
  gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => submission({ status: 'UNDER_REVIEW', fieldReasons: {} }),
  });
  await renderPage(<CustomerAddPage />, { btnList: ['customerAdd_ADD'] });
  expect(await screen.findByTestId('customer-data-status')).toHaveTextContent('Under review');
  expect(screen.getByLabelText('NPWP')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
});

it('without the page key: read-only, no save or submit, and one line saying why', async () => {
  await renderPage(<CustomerAddPage />, { btnList: [] });
  expect(await screen.findByTestId('customer-data-status')).toHaveTextContent('Status: Rejected');
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
    'You can view this page but not submit customer data; ask your account admin for the permission.',
  );
  expect(screen.getByLabelText('NPWP')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
});

it('with the page key: no such line', async () => {
  await renderPage(<CustomerEditPage />, { btnList: ['customerEdit_EDIT'] });
  expect(await screen.findByTestId('customer-data-status')).toBeInTheDocument();
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
});

it('uploads a document and refuses another file type before sending it', async () => {
  await renderPage(<CustomerAddPage />, { btnList: ['customerAdd_ADD'] });
  await screen.findByTestId('customer-data-status');
  const row = screen.getByTestId('document-nib');
  const input = row.querySelector<HTMLInputElement>('input[type="file"]')!;
  const anyFile = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    applyAccept: false,
  });
  await anyFile.upload(input, new File(['x'], 'nib.docx'));
  expect(await screen.findByText('Choose an image or a PDF')).toBeInTheDocument();
  expect(gateway.calls(UPLOAD)).toHaveLength(0);
  const fresh = (await screen.findByTestId('document-nib')).querySelector<HTMLInputElement>(
    'input[type="file"]',
  )!;
  await anyFile.upload(fresh, new File(['x'], 'nib.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(gateway.calls(UPLOAD)).toHaveLength(1));
  expect(gateway.calls(UPLOAD)[0].query).toEqual({ field: 'nib' });
});

it('opens an image document in the image preview', async () => {
  await renderPage(<CustomerAddPage />, { btnList: ['customerAdd_ADD'] });
  await screen.findByTestId('customer-data-status');
  const row = screen.getByTestId('document-npwp');
  await user.click(within(row).getByRole('button', { name: 'npwp.png' }));
  expect((await screen.findAllByAltText('npwp.png'))[0]).toHaveAttribute(
    'src',
    'http://localhost/customer-api/file/view/x.png?sig=1',
  );
});

it('marks each field and document the gateway finds missing, without a saved toast', async () => {
  submitAnswer = fieldRefusal(
    { nib: 'this field is required', 'doc.npwp': 'this document is required' },
    'the data is incomplete: check the 2 marked fields',
  );
  await renderPage(<CustomerAddPage />, { btnList: ['customerAdd_ADD'] });
  await screen.findByTestId('customer-data-status');
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('the data is incomplete: check the 2 marked fields')).toBeInTheDocument();
  await waitFor(() => expect(fieldErrorOf('NIB')).toBe('this field is required'));
  expect(fieldErrorOf(screen.getByTestId('document-npwp'))).toBe('this document is required');
  expect(screen.queryByText('Saved')).toBeNull();
  expect(gateway.bodies(SAVE)[0].fields).not.toHaveProperty('doc');
});
