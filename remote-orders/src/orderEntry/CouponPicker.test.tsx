import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeeBreakdown, OrderInput } from './api';
import { FEES, entryGateway, fillValidOrder, renderEntry, saveButton } from './entryFixtures';

// The coupon picker of the entry page: what the fee preview answers about the wallet, and the
// coupon the shipper picks going into the preview and the create call.

const WEST_JAVA = 'CPDEMO000008';
const SUPER_ONLY = 'CPDEMO000010';

const options = [
  {
    code: WEST_JAVA,
    name: 'Potongan Rp5.000 ke Jawa Barat',
    discountType: 'FIXED' as const,
    value: 5000,
    validTo: '2026-12-31T16:59:59.999Z',
    applies: true,
    discount: 5000,
    reason: null,
  },
  {
    code: SUPER_ONLY,
    name: 'SUPER Kilat 50%',
    discountType: 'PERCENT' as const,
    value: 50,
    validTo: '2026-12-31T16:59:59.999Z',
    applies: false,
    discount: 0,
    reason: 'this coupon applies only to product types SUPER',
  },
];

/** The preview: the wallet weighed, and the chosen coupon's discount when one is sent. */
function preview(body: OrderInput): FeeBreakdown {
  const chosen = options.find((option) => option.code === body.couponCodes?.[0]) ?? null;
  const discount = chosen?.discount ?? 0;
  return {
    ...FEES,
    coupon: {
      options,
      applied: chosen,
      discount,
      totalAfterDiscount: FEES.totalFee - discount,
      refusal: null,
    },
  };
}

jest.setTimeout(120000);

it('lists the wallet: an applicable coupon with its discount, another greyed with its reason', async () => {
  entryGateway({ recFee: preview });
  await renderEntry();
  expect(screen.getByTestId('coupon-picker')).toHaveTextContent(
    'Your coupons show once the freight is priced',
  );
  await fillValidOrder();

  const picker = screen.getByTestId('coupon-picker');
  expect(await within(picker).findByText('Potongan Rp5.000 ke Jawa Barat')).toBeInTheDocument();
  expect(within(picker).getByText('Rp 5.000 off')).toBeInTheDocument();
  const superOnly = within(picker).getByRole('radio', { name: /SUPER Kilat 50%/ });
  expect(superOnly).toBeDisabled();
  expect(within(picker).getByText('this coupon applies only to product types SUPER')).toBeInTheDocument();
  expect(within(picker).getByRole('radio', { name: 'No coupon' })).toBeChecked();
  expect(screen.queryByTestId('fee-discount')).not.toBeInTheDocument();
});

it('previews the discount and the total after it, and creates the order with the coupon picked', async () => {
  const calls = entryGateway({ recFee: preview });
  await renderEntry();
  await fillValidOrder();
  const picker = screen.getByTestId('coupon-picker');
  fireEvent.click(await within(picker).findByRole('radio', { name: /Potongan Rp5.000 ke Jawa Barat/ }));

  expect(await screen.findByTestId('fee-discount')).toHaveTextContent('Rp 5.000');
  expect(screen.getByTestId('fee-total-after')).toHaveTextContent('Rp 85.250');
  expect(screen.getByTestId('fee-total')).toHaveTextContent('Rp 90.250');
  expect((calls.bodies('/customer-api/order/recFee').at(-1) as OrderInput).couponCodes).toEqual([WEST_JAVA]);

  fireEvent.click(saveButton());
  expect(await screen.findByText('Order created')).toBeInTheDocument();
  const [sent] = calls.bodies('/customer-api/order/create') as OrderInput[];
  expect(sent.couponCodes).toEqual([WEST_JAVA]);
});

it('shows why the coupon picked can no longer be used', async () => {
  entryGateway({
    recFee: (body) => ({
      ...preview(body),
      coupon: {
        ...preview(body).coupon,
        discount: 0,
        refusal: body.couponCodes ? 'this coupon has run out of stock' : null,
      },
    }),
  });
  await renderEntry();
  await fillValidOrder();
  const picker = screen.getByTestId('coupon-picker');
  fireEvent.click(await within(picker).findByRole('radio', { name: /Potongan Rp5.000 ke Jawa Barat/ }));
  await waitFor(() =>
    expect(within(picker).getByText('this coupon has run out of stock')).toBeInTheDocument(),
  );
  expect(screen.queryByTestId('fee-discount')).not.toBeInTheDocument();
});
