import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGateway, refusal, renderPage } from 'shared/testing';
import { choose } from '../common/testing/antd';
import { getButton } from '../common/testing/buttons';
import { regionRoutes } from '../common/testing/regions';
import { AddressDialog } from './AddressDialog';
import { managedOrder, UPDATED_FEES } from './fixtures';
import { addressFeePreview } from './useAddressFeePreview';

const ORDER = managedOrder();

beforeEach(() => {
  addressFeePreview.debounceMs = 20;
});

const preview = () => screen.getByTestId('address-fee-preview');

function dialog() {
  return renderPage(<AddressDialog order={ORDER} onClose={() => undefined} onUpdated={() => undefined} />, {
    btnList: ['orderManagement_EDIT'],
  });
}

it('shows the freight to the district picked next to the current one, priced as the order was', async () => {
  const calls = fakeGateway({ ...regionRoutes, 'POST /customer-api/order/recFee': () => UPDATED_FEES });
  await dialog();
  expect(within(preview()).getByTestId('fee-current')).toHaveTextContent('Rp 78.000');
  expect(within(preview()).getByText('Same district: the freight stays')).toBeInTheDocument();

  await choose('addressChange_receiver_districtCode', 'Sukasari');

  await waitFor(() => expect(within(preview()).getByTestId('fee-new')).toHaveTextContent('Rp 84.000'));
  expect(within(preview()).getByTestId('fee-current')).toHaveTextContent('Rp 78.000');
  expect(within(preview()).getByText('Difference +Rp 6.000')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/order/recFee')).toEqual([
    {
      sender: { province: 'DKI Jakarta', city: 'Kota Jakarta Barat', district: 'Kebon Jeruk' },
      receiver: { districtCode: '32.73.01' },
      productType: 'EZ',
      weightKg: 6,
      declaredValue: 2000000,
      codAmount: 275000,
      insured: true,
    },
  ]);
});

it('says in the user’s language why there is no new freight, and keeps what was typed and picked', async () => {
  fakeGateway({
    ...regionRoutes,
    'POST /customer-api/order/recFee': () =>
      refusal('input refused', {
        issues: [
          {
            field: 'productType',
            messageCode: 'order.productUnavailable',
            params: {},
            message: 'EZ does not reach this district',
          },
        ],
      }),
  });
  await dialog();
  const name = document.getElementById('addressChange_receiver_name') as HTMLInputElement;
  fireEvent.change(name, { target: { value: 'Siti R.' } });
  await choose('addressChange_receiver_districtCode', 'Sukasari');

  const failed = await within(preview()).findByTestId('fee-failed');
  expect(failed).toHaveTextContent('The new freight could not be computed');
  expect(failed).toHaveTextContent('EZ does not reach this district');
  expect(within(preview()).getByTestId('fee-current')).toHaveTextContent('Rp 78.000');
  expect(name).toHaveValue('Siti R.');
  const form = screen.getByTestId('address-dialog');
  expect(within(form).getByTitle('Sukasari')).toBeInTheDocument();
  expect(getButton(form, 'Save address')).toBeEnabled();
});

it('asks for a district after the province changes, without a call', async () => {
  const calls = fakeGateway({ ...regionRoutes, 'POST /customer-api/order/recFee': () => UPDATED_FEES });
  await dialog();
  await choose('addressChange_receiver_provinceCode', 'DKI Jakarta');
  await waitFor(() =>
    expect(within(preview()).getByText('Pick the district to see the new freight')).toBeInTheDocument(),
  );
  expect(calls.calls('/customer-api/order/recFee')).toHaveLength(0);
});
