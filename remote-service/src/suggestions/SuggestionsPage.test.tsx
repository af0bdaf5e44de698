import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { buttonKeyOf } from 'shared/widgets';
import { configureHttp } from 'shared';
import {
  fakeGateway,
  fieldErrorOf,
  fieldRefusal,
  refusal,
  renderPage,
  type FakeGateway,
  type GatewayAnswer,
} from 'shared/testing';
import type { Complaint, ComplaintPage } from './api';
import SuggestionsPage from './SuggestionsPage';
import type { Page } from 'shared/widgets';

const PAGE = '/customer-api/complaint/page';
const DETAIL = '/customer-api/complaint/detail';
const SAVE = '/customer-api/complaint/save';
/** The gateway's answers: the history page (the queued ones first), the detail, a save. */
let pageAnswer: GatewayAnswer<ComplaintPage>;
let nextPageAnswers: GatewayAnswer<ComplaintPage>[];
let detailAnswer: GatewayAnswer<Complaint>;
let saveAnswer: GatewayAnswer<Complaint>;
let gateway: FakeGateway;

const complaint = (over: Partial<Complaint> = {}): Complaint => ({
  id: 7,
  kind: 'COMPLAINT',
  category: 'DELIVERY_DELAY',
  billCode: 'JP10000000011',
  billCodes: ['JP10000000011'],
  content: 'The parcel is three days late.',
  contactPhone: '081234567890',
  status: 'REPLIED',
  reply: null,
  repliedAt: null,
  createdAt: '2026-03-02T08:00:00Z',
  createdBy: 'demo',
  ...over,
});

const page = (records: Complaint[], over: Partial<Page<Complaint>> = {}): Page<Complaint> => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
  ...over,
});

async function choose(label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function fillValidForm() {
  await choose('Category', 'Late delivery');
  await paste(screen.getByLabelText('Waybill number (optional)'), 'jp10000000011');
  await paste(screen.getByLabelText('Content'), 'The parcel is three days late.');
  await paste(screen.getByLabelText('Contact phone'), '+62 812-3456-7890');
}

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Renders the page inside act: the history loads on mount, and its answer (a resolved mock) lands in
 * a microtask after render() returns; outside act that state update is the "not wrapped in act" warning.
 */
async function renderSuggestionsPage(
  btnList = [buttonKeyOf('/customer-api/complaint/save'), buttonKeyOf('/customer-api/complaint/detail')],
) {
  await act(() => renderPage(<SuggestionsPage />, { btnList }));
}

/** Puts text in a field at once (typing it key by key is slow in jsdom). */
async function paste(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => configureHttp({}));

beforeEach(() => {
  pageAnswer = page([]);
  nextPageAnswers = [];
  detailAnswer = refusal('no answer set');
  saveAnswer = refusal('no answer set');
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => nextPageAnswers.shift() ?? pageAnswer,
    [`POST ${DETAIL}`]: () => detailAnswer,
    [`POST ${SAVE}`]: () => saveAnswer,
  });
});

describe('history', () => {
  it('lists complaints with status tags, and shows no data when there are none', async () => {
    nextPageAnswers.push(
      page([
        complaint(),
        complaint({ id: 8, kind: 'SUGGESTION', category: 'WEBSITE', status: 'SUBMITTED', billCode: null }),
      ]),
    );
    await renderSuggestionsPage();
    const row = (await screen.findAllByText('The parcel is three days late.'))[0].closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Replied')).toHaveClass('ant-tag');
    expect(within(row).getByText('Late delivery')).toBeInTheDocument();
    // filed at 08:00 UTC: the WIB time, with its zone, as on the order pages
    expect(within(row).getByText('02 Mar 2026 15:00 WIB')).toBeInTheDocument();
    expect(screen.getByText('Website')).toBeInTheDocument();
    expect(gateway.bodies(PAGE)).toContainEqual({ current: 1, size: 10 });
  });

  it('shows no data for an empty history', async () => {
    await renderSuggestionsPage();
    expect(await screen.findByText('no data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('pages and filters on the server', async () => {
    pageAnswer = page(
      Array.from({ length: 10 }, (_, i) => complaint({ id: i + 1 })),
      { total: 25, pages: 3 },
    );
    await renderSuggestionsPage();
    await screen.findByText('25 in total');

    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(gateway.bodies(PAGE).at(-1)).toEqual({ current: 3, size: 10 }));

    await choose('All statuses', 'Processing');
    await waitFor(() =>
      expect(gateway.bodies(PAGE).at(-1)).toEqual({ current: 1, size: 10, status: 'PROCESSING' }),
    );
  });

  it('opens the detail with the reply of customer service', async () => {
    pageAnswer = page([complaint()]);
    detailAnswer = complaint({
      reply: 'We are sorry; the parcel arrives tomorrow.',
      repliedAt: '2026-03-03T08:00:00Z',
    });
    await renderSuggestionsPage();
    await user.click(await screen.findByRole('button', { name: 'Detail' }));

    expect(gateway.bodies(DETAIL)).toContainEqual({ id: 7 });
    expect(await screen.findByTestId('complaint-reply')).toHaveTextContent(
      'We are sorry; the parcel arrives tomorrow.',
    );
    // replied at 08:00 UTC
    expect(screen.getByText(/· 03 Mar 2026 15:00 WIB$/)).toBeInTheDocument();
  });

  it('hides submit and detail from a user without their keys (the gateway refuses those calls)', async () => {
    pageAnswer = page([complaint()]);
    await renderSuggestionsPage([]);
    expect(await screen.findByText('JP10000000011')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Detail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // the fields go with the button: Enter in one would send the refused call
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // and one line says why
    expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
      'You can view this page but not file complaints or suggestions; ask your account admin for the permission.',
    );
  });

  it('shows no such line with the save key', async () => {
    pageAnswer = page([complaint()]);
    await renderSuggestionsPage();
    expect(await screen.findByText('JP10000000011')).toBeInTheDocument();
    expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    pageAnswer = refusal('Service unavailable');
    // the list call is not silent: the server's msg is also a toast
    const notify = { error: jest.fn() };
    configureHttp({ notify });
    await renderSuggestionsPage();
    expect(await screen.findByText('request failed')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Service unavailable');
  });
});

describe('form', () => {
  it('requires category, content and phone', async () => {
    await renderSuggestionsPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Please enter the content')).toBeInTheDocument();
    expect(screen.getByText('Please enter a contact phone')).toBeInTheDocument();
    expect(gateway.bodies(SAVE)).toEqual([]);
  });

  it('checks content length, waybill format and Indonesian mobile numbers', async () => {
    await renderSuggestionsPage();
    await paste(screen.getByLabelText('Content'), 'Too short');
    await paste(screen.getByLabelText('Waybill number (optional)'), 'JP123');
    await paste(screen.getByLabelText('Contact phone'), '0211234567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The content must be 10 to 1000 characters long')).toBeInTheDocument();
    expect(await screen.findByText('The waybill number is not valid (JP + 11 digits)')).toBeInTheDocument();
    expect(
      await screen.findByText('Enter an Indonesian mobile number (08xx or +628xx, 10–13 digits)'),
    ).toBeInTheDocument();
    expect(screen.getByText('9 / 1000')).toBeInTheDocument();
    expect(gateway.bodies(SAVE)).toEqual([]);
  });

  it('accepts a mobile number as the gateway does: 62 8… without the plus', async () => {
    saveAnswer = complaint();
    await renderSuggestionsPage();
    await choose('Category', 'Late delivery');
    await paste(screen.getByLabelText('Content'), 'The parcel is three days late.');
    await paste(screen.getByLabelText('Contact phone'), '62 812 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(gateway.bodies(SAVE)).toContainEqual(expect.objectContaining({ contactPhone: '6281234567890' })),
    );
  });

  it('offers the categories of the chosen kind', async () => {
    await renderSuggestionsPage();
    await user.click(screen.getByText('Suggestion'));
    await user.click(screen.getByLabelText('Category'));
    expect(await screen.findByTitle('Website')).toBeInTheDocument();
    expect(screen.queryByTitle('Late delivery')).not.toBeInTheDocument();
  });

  it('keeps everything typed and shows the server message when saving fails', async () => {
    saveAnswer = refusal('You have filed too many complaints today');
    await renderSuggestionsPage();
    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('You have filed too many complaints today')),
      ).toBe(true),
    );
    expect(gateway.bodies(SAVE)).toContainEqual({
      kind: 'COMPLAINT',
      category: 'DELIVERY_DELAY',
      billCode: 'JP10000000011',
      content: 'The parcel is three days late.',
      contactPhone: '+6281234567890',
    });
    expect(screen.getByLabelText('Content')).toHaveValue('The parcel is three days late.');
    expect(screen.getByLabelText('Contact phone')).toHaveValue('+62 812-3456-7890');
    expect(screen.getByLabelText('Waybill number (optional)')).toHaveValue('JP10000000011');
  });

  it('shows the fields the gateway refuses beside them, the extra waybills at their box', async () => {
    saveAnswer = fieldRefusal({
      'body.contactPhone': 'at most 20 characters',
      'body.billCodes.1': 'has the wrong format',
    });
    await renderSuggestionsPage();
    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fieldErrorOf('Contact phone')).toBe('at most 20 characters'));
    expect(fieldErrorOf('More waybills (optional, comma separated, at most 10)')).toBe(
      'has the wrong format',
    );
    expect(screen.getByLabelText('Content')).toHaveValue('The parcel is three days late.');
  });

  it('references further waybills, checking each, and shows them in the history', async () => {
    saveAnswer = complaint({ billCodes: ['JP10000000011', 'JP10000000022'] });
    await renderSuggestionsPage();
    await fillValidForm();
    await paste(
      screen.getByLabelText('More waybills (optional, comma separated, at most 10)'),
      'jp10000000022, JP1',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('A waybill number is not valid (JP + 11 digits, at most 10)'),
    ).toBeInTheDocument();
    expect(gateway.bodies(SAVE)).toEqual([]);
    const more = screen.getByLabelText('More waybills (optional, comma separated, at most 10)');
    await user.clear(more);
    await paste(more, 'jp10000000022');
    pageAnswer = page([complaint({ billCodes: ['JP10000000011', 'JP10000000022'] })]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(gateway.bodies(SAVE)).toContainEqual(
        expect.objectContaining({ billCode: 'JP10000000011', billCodes: ['JP10000000022'] }),
      ),
    );
    expect(await screen.findByText('JP10000000011, JP10000000022')).toBeInTheDocument();
  });

  it('clears the form and reloads the history after saving', async () => {
    saveAnswer = complaint();
    await renderSuggestionsPage();
    await screen.findByText('no data', { selector: '.ant-empty-description' });
    pageAnswer = page([complaint({ status: 'SUBMITTED' })]);
    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Submitted', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toHaveValue('');
    expect(gateway.bodies(PAGE)).toHaveLength(2);
  });
});
