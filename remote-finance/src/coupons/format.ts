import dayjs from 'dayjs';

/** Rupiah without minor units, dots between thousands: 10000 -> 'Rp 10.000'. */
export function formatIdr(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${grouped}`;
}

export const DATE_FORMAT = 'DD MMM YYYY';

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '--';
}
