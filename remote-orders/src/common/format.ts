import dayjs from 'dayjs';

/** Rupiah without minor units, dots between thousands: 10000 -> 'Rp 10.000'. */
export function formatIdr(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '--';
  const rounded = Math.round(Math.abs(amount));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${grouped}`;
}

/** Kilograms to the gram, without trailing zeros: 1.2 -> '1.2 kg'. */
export function formatKg(kg: number | null | undefined): string {
  if (kg === null || kg === undefined || Number.isNaN(kg)) return '--';
  return `${Math.round(kg * 1000) / 1000} kg`;
}

export const DATE_TIME_DISPLAY = 'DD MMM YYYY HH:mm';

/** An ISO time as the order pages show it: '05 Mar 2026 10:00'. */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_DISPLAY) : '--';
}
