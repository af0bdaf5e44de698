import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, renderPage, type FakeGateway } from 'shared/testing';
import type { ExaminePage, Submission } from '../common/customerData/api';
import CustomerExaminePage from './CustomerExaminePage';

const PAGE = '/customer-api/examine/page';
const STATUS = '/customer-api/examine/statusUpdate';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const page: ExaminePage = {
  current: 1,
  size: 10,
  total: 1,
  pages: 1,
  records: [
    {
      id: 3,
      customerCode: 'C001',
      customerName: 'PT Nusantara Niaga',
      entityType: 'COMPANY',
      status: 'SUBMITTED',
      isChange: false,
      submittedAt: '2026-11-20T03:00:00Z',
      reviewedAt: null,
      reviewedBy: null,
    },
  ],
};
const detail: Submission = {
  id: 3,
  customerCode: 'C001',
  customerName: 'PT Nusantara Niaga',
  entityType: 'COMPANY',
  status: 'SUBMITTED',
  fields: { companyName: 'PT Nusantara Niaga', npwp: '012345678901234' },
  approved: null,
  isChange: false,
  fieldReasons: {},
  documents: [],
  requiredFields: ['companyName', 'npwp', 'doc.npwp'],
  submittedAt: '2026-11-20T03:00:00Z',
  reviewedAt: null,
  reviewedBy: null,
};

let gateway: FakeGateway;
beforeEach(() => {
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => page,
    'POST /customer-api/examine/query': () => detail,
    [`POST ${STATUS}`]: () => ({ ...detail, status: 'REJECTED' }),
  });
});

it("lists the network's submissions and rejects the NPWP with a reason", async () => {
  await renderPage(<CustomerExaminePage />, { btnList: ['customerExamine_CHECK', 'customerExamine_EXCEL'] });
  const row = (await screen.findByText('PT Nusantara Niaga')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Submitted')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Review' }));
  const dialog = await screen.findByTestId('review-dialog');
  expect(await within(dialog).findByText('012345678901234')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason for NPWP'), 'the number does not match the card');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() =>
    expect(gateway.bodies(STATUS)).toEqual([
      { id: 3, status: 'REJECTED', fieldReasons: { npwp: 'the number does not match the card' } },
    ]),
  );
});

it('hides the review without its key', async () => {
  await renderPage(<CustomerExaminePage />, { btnList: [] });
  const row = (await screen.findByText('PT Nusantara Niaga')).closest('tr') as HTMLElement;
  expect(within(row).queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
});
