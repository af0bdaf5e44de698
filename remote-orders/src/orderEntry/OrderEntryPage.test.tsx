import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '../common/testing/antd';
import type { OrderInput } from './api';
import {
  buttonWithText,
  entryGateway,
  field,
  fillValidOrder,
  renderEntry,
  saveButton,
} from './entryFixtures';

// Kept fast (was 207 s in CI): values are pasted (fireEvent.change), never typed key by key, and
// elements are found by text or id, not by role: a role query walks the whole antd DOM and, inside
// waitFor, runs again on every DOM change.
// Saving (busy button, double click, refusals) is in OrderEntrySave.test.tsx: two files, so jest
// runs them side by side (each test renders the whole entry page).

// The user has seen the order entry tour, so none covers the page; its own test is the last one.
const gateway = (create?: NonNullable<Parameters<typeof entryGateway>[0]>['create']) =>
  entryGateway({ create, guide: 'seen' });

it('prefills the default sender and shows the server’s fee preview for the draft, with live weights', async () => {
  const calls = gateway();
  await renderEntry();
  expect(field('orderEntry_sender_phone')).toHaveValue('081210002026');
  expect(screen.getByText('Choose both districts and enter the weight to see the fee')).toBeInTheDocument();

  await fillValidOrder();
  const weights = screen.getByTestId('weight-summary');
  expect(await within(weights).findAllByText('6 kg')).toHaveLength(2); // 40 x 30 x 30 / 6000, chargeable
  expect(within(weights).getByText('1.2 kg')).toBeInTheDocument();

  const preview = screen.getByTestId('fee-preview');
  expect(await within(preview).findByText('Rp 90.250')).toBeInTheDocument();
  expect(within(preview).getByText('Rp 78.000')).toBeInTheDocument();
  expect(within(preview).getByText('Rp 8.250')).toBeInTheDocument();
  expect(within(preview).getByText('2-day service')).toBeInTheDocument();
  const draft = calls.bodies('/customer-api/order/recFee').at(-1) as OrderInput;
  expect(draft).toMatchObject({
    sender: { districtCode: '31.73.05' },
    receiver: { districtCode: '32.73.02' },
    weightKg: 1.2,
    lengthCm: 40,
    productType: 'EZ',
  });
});

it('checks the rules before sending: a landline and half the sizes are refused without a call', async () => {
  const calls = gateway();
  await renderEntry();
  await fillValidOrder();
  fill(field('orderEntry_receiver_phone'), '021 555 1234');
  fill(field('orderEntry_heightCm'), '');
  fireEvent.click(saveButton());

  expect(await screen.findByText('Not an Indonesian mobile number (08… or +62 8…)')).toBeInTheDocument();
  expect(await screen.findByText('Give length, width and height together')).toBeInTheDocument();
  expect(calls.calls('/customer-api/order/create')).toHaveLength(0);
});

const VIEW_ONLY = 'You can view this page but not create orders; ask your account admin for the permission.';

it('has no save button without orderEntry_ADD, and says so in one line', async () => {
  gateway();
  await renderEntry([]);
  expect(screen.queryByText('Submit order')).not.toBeInTheDocument();
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(VIEW_ONLY);
});

it('shows no such line with orderEntry_ADD', async () => {
  gateway();
  await renderEntry();
  expect(screen.getByText('Submit order')).toBeInTheDocument();
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
});

it('walks a user who has not seen it through the order entry tour once; the page guide button shows it again', async () => {
  const calls = entryGateway({ guide: 'unseen' });
  await renderEntry();
  const tourTitle = () => document.querySelector('.ant-tour-title')?.textContent;
  await waitFor(() => expect(tourTitle()).toBe('Sender'));
  const titles = [tourTitle()];
  for (let step = 1; step < 5; step += 1) {
    fireEvent.click(buttonWithText('Next'));
    titles.push(tourTitle());
  }
  expect(titles).toEqual(['Sender', 'Receiver', 'Goods and service', 'Fee preview', 'Submit the order']);
  fireEvent.click(buttonWithText('Finish'));
  await waitFor(() => expect(document.querySelector('.ant-tour')).toBeNull());
  expect(calls.bodies('/customer-api/guide/seen')).toEqual([{ guideKey: 'orderEntry', version: 1 }]);

  fireEvent.click(buttonWithText('Page guide'));
  await waitFor(() => expect(tourTitle()).toBe('Sender'));
  fireEvent.click(document.querySelector('.ant-tour-close') as HTMLElement);
  await waitFor(() => expect(document.querySelector('.ant-tour')).toBeNull());
  expect(calls.bodies('/customer-api/guide/seen')).toHaveLength(1);
});
