import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGateway, refusal, renderPage } from 'shared/testing';
import { fill } from '../common/testing/antd';
import { getButton } from '../common/testing/buttons';
import type { AddressHit, FreightQuote } from './api';
import { districtSearch } from './DistrictSearch';
import FreightInquiryPage from './FreightInquiryPage';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);
// The search waits for the typing to settle: a pasted name settles at once.
beforeEach(() => {
  districtSearch.debounceMs = 10;
});

const hit = (districtCode: string, label: string): AddressHit => {
  const [provinceName, cityName, districtName] = label.split(' / ');
  return {
    value: districtCode,
    label,
    level: 3,
    provinceCode: districtCode.slice(0, 2),
    provinceName,
    cityCode: districtCode.slice(0, 5),
    cityName,
    districtCode,
    districtName,
  };
};
const HITS: Record<string, AddressHit[]> = {
  'KEBON JERUK': [hit('31.73.05', 'DKI Jakarta / Kota Jakarta Barat / Kebon Jeruk')],
  SUKAJADI: [hit('32.73.02', 'Jawa Barat / Kota Bandung / Sukajadi')],
};

const QUOTE: FreightQuote = {
  zone: 'SAME_ISLAND',
  zoneLabel: 'Same island group',
  sender: 'DKI Jakarta / Kota Jakarta Barat / Kebon Jeruk',
  receiver: 'Jawa Barat / Kota Bandung / Sukajadi',
  actualWeightKg: 2,
  volumetricWeightKg: 0,
  chargeableWeightKg: 2,
  currency: 'IDR',
  quotes: [
    {
      productType: 'EZ',
      productTypeName: 'EZ standard',
      available: true,
      reasonCode: null,
      reason: null,
      billableWeightKg: 2,
      freightFee: 30000,
      serviceDays: 2,
    },
    {
      productType: 'SUPER',
      productTypeName: 'SUPER express',
      available: false,
      reasonCode: 'order.productUnavailable',
      reason: 'SUPER does not reach this province',
      billableWeightKg: 2,
      freightFee: 0,
      serviceDays: 1,
    },
  ],
};

async function pickDistrict(id: string, typed: string, label: string) {
  const input = document.getElementById(id) as HTMLElement;
  fireEvent.mouseDown(input);
  fill(input, typed);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
      (node) => node.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

/** Kebon Jeruk (Jakarta) to Sukajadi (Bandung), each typed as given. */
async function pickRoute(typedOrigin: string, typedDestination: string) {
  await pickDistrict(
    'freightInquiry_senderDistrictCode',
    typedOrigin,
    'DKI Jakarta / Kota Jakarta Barat / Kebon Jeruk',
  );
  await pickDistrict(
    'freightInquiry_receiverDistrictCode',
    typedDestination,
    'Jawa Barat / Kota Bandung / Sukajadi',
  );
}

it('searches districts upper-cased and shows a quote per product type with service days', async () => {
  const calls = fakeGateway({
    'GET /customer-api/address/search': (query) => HITS[query.searchKey] ?? [],
    'POST /customer-api/freight': () => QUOTE,
  });
  await renderPage(<FreightInquiryPage />);
  await pickRoute('kebon jeruk', 'Sukajadi');
  fill(document.getElementById('freightInquiry_weightKg') as HTMLElement, '2');
  fireEvent.click(getButton(document.body, 'Get rates'));

  const quotes = await screen.findByTestId('freight-quotes');
  const ez = within(quotes).getByText('EZ standard').closest('tr') as HTMLElement;
  expect(within(ez).getByText('Rp 30.000')).toBeInTheDocument();
  expect(within(ez).getByText('2-day service')).toBeInTheDocument();
  const unavailable = within(quotes).getByText('SUPER express').closest('tr') as HTMLElement;
  expect(within(unavailable).getByText('SUPER does not reach this province')).toBeInTheDocument();
  expect(calls.calls('/customer-api/address/search').map((call) => call.query)).toEqual([
    { searchKey: 'KEBON JERUK', type: '1' },
    { searchKey: 'SUKAJADI', type: '1' },
  ]);
  expect(calls.bodies('/customer-api/freight')).toEqual([
    { senderDistrictCode: '31.73.05', receiverDistrictCode: '32.73.02', weightKg: 2 },
  ]);
});

it('shows the server’s message on the field it names when it cannot quote', async () => {
  fakeGateway({
    'GET /customer-api/address/search': (query) => HITS[query.searchKey] ?? [],
    'POST /customer-api/freight': () =>
      refusal('weight must be more than 0 and at most 5000 kg for CARGO', {
        issues: [
          {
            field: 'weightKg',
            messageCode: 'order.weightRange',
            params: {},
            message: 'weight must be more than 0 and at most 5000 kg for CARGO',
          },
        ],
      }),
  });
  await renderPage(<FreightInquiryPage />);
  await pickRoute('Kebon Jeruk', 'sukajadi');
  // a weight the page lets through: the server's own refusal is what shows
  fill(document.getElementById('freightInquiry_weightKg') as HTMLElement, '2');
  fireEvent.click(getButton(document.body, 'Get rates'));

  await waitFor(() =>
    expect(
      screen.getAllByText(/at most 5000 kg/).some((node) => node.closest('.ant-form-item-explain')),
    ).toBe(true),
  );
  expect(screen.queryByTestId('freight-quotes')).not.toBeInTheDocument();
});

it('checks the weight and sizes before asking: none, 0 and over the largest product are refused without a call', async () => {
  const calls = fakeGateway({
    'GET /customer-api/address/search': (query) => HITS[query.searchKey] ?? [],
    'POST /customer-api/freight': () => QUOTE,
  });
  await renderPage(<FreightInquiryPage />);
  await pickRoute('Kebon Jeruk', 'sukajadi');
  const weight = document.getElementById('freightInquiry_weightKg') as HTMLElement;
  const rule = 'The weight must be more than 0 and at most 5.000 kg';
  for (const typed of ['0', '5001']) {
    fill(weight, typed);
    fireEvent.click(getButton(document.body, 'Get rates'));
    expect(await screen.findByText(rule)).toBeInTheDocument();
  }
  fill(weight, '2');
  fill(document.getElementById('freightInquiry_lengthCm') as HTMLElement, '40');
  fireEvent.click(getButton(document.body, 'Get rates'));
  expect(await screen.findAllByText('Give length, width and height together')).not.toHaveLength(0);
  expect(calls.calls('/customer-api/freight')).toHaveLength(0);
});
