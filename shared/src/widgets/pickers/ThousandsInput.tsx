import type { CSSProperties } from 'react';
import Input from 'antd/es/input';
import { groupThousands, keepNumeric, trimTrailingNonNumeric } from './thousands';
import { useControlledValue } from './useControlledValue';

export interface ThousandsInputProps {
  /** The number as text, without commas (e.g. '1234567.5'). */
  value?: string;
  onChange?(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * Numeric input with a thousands display (spec §5): keeps only digits and one decimal point,
 * reports the value without commas, shows it grouped ('1,234,567.5') and trims trailing
 * non-numeric characters on blur.
 * @example
 * const [amount, setAmount] = useState('');
 * <ThousandsInput value={amount} onChange={setAmount} />; // typing '1234.5' shows '1,234.5', amount '1234.5'
 */
export function ThousandsInput({ value: valueProp, onChange, ...inputProps }: ThousandsInputProps) {
  const [value, setValue] = useControlledValue(valueProp, onChange, '');
  return (
    <Input
      {...inputProps}
      inputMode="decimal"
      value={groupThousands(value)}
      onChange={(event) => setValue(keepNumeric(event.target.value))}
      onBlur={() => {
        const trimmed = trimTrailingNonNumeric(value);
        if (trimmed !== value) setValue(trimmed);
      }}
    />
  );
}
