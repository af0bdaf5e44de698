import { formatPhone344 } from '../../utils/format';

export interface PhoneTextProps {
  value?: string | number | null;
  className?: string;
}

/**
 * Shows an 11-digit phone-like text grouped 3-4-4 (spec §5); other texts show unchanged.
 * @example
 * <PhoneText value="08123456789" />; // 081-2345-6789
 */
export function PhoneText({ value, className }: PhoneTextProps) {
  return <span className={className}>{formatPhone344(value)}</span>;
}
