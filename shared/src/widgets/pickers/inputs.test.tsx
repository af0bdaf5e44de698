import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { NumberInput, INPUT_NUMBER_DEFAULTS } from './NumberInput';
import { PhoneText } from './PhoneText';
import { groupThousands, keepNumeric, trimTrailingNonNumeric } from './thousands';
import { ThousandsInput } from './ThousandsInput';

function Amount() {
  const [amount, setAmount] = useState('');
  return (
    <>
      <ThousandsInput aria-label="amount" value={amount} onChange={setAmount} />
      <output aria-label="value">{amount}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('defaults to precision 0 and step 1 with no min or max', () => {
    expect(INPUT_NUMBER_DEFAULTS).toEqual({ precision: 0, step: 1 });
    render(<NumberInput aria-label="pieces" defaultValue={-5} />);
    const input = screen.getByLabelText('pieces');

    fireEvent.change(input, { target: { value: '12.7' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('13');
    expect(input).not.toHaveAttribute('aria-valuemin');
    expect(input).not.toHaveAttribute('aria-valuemax');
    fireEvent.keyDown(input, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 });
    expect(input).toHaveValue('14');
  });
});

describe('ThousandsInput', () => {
  it('keeps only digits and one decimal point, stripping commas', () => {
    expect(keepNumeric('1,234a.5.6b')).toBe('1234.56');
  });

  it('shows thousands-separated groups while the value has no commas', () => {
    render(<Amount />);

    fireEvent.change(screen.getByLabelText('amount'), { target: { value: '1,234,5678.9x' } });

    expect(screen.getByLabelText('amount')).toHaveValue('12,345,678.9');
    expect(screen.getByLabelText('value')).toHaveTextContent('12345678.9');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('trims trailing non-numeric characters on blur', () => {
    render(<Amount />);
    const input = screen.getByLabelText('amount');
    fireEvent.change(input, { target: { value: '1500.' } });
    expect(input).toHaveValue('1,500.');

    fireEvent.blur(input);

    expect(input).toHaveValue('1,500');
    expect(screen.getByLabelText('value')).toHaveTextContent(/^1500$/);
    expect(trimTrailingNonNumeric('12.')).toBe('12');
  });
});

describe('PhoneText', () => {
  it('shows an 11-digit phone-like text grouped 3-4-4', () => {
    render(<PhoneText value="08123456789" />);
    expect(screen.getByText('081-2345-6789')).toBeInTheDocument();
  });

  it('shows other texts unchanged', () => {
    render(<PhoneText value="0812345678" />);
    expect(screen.getByText('0812345678')).toBeInTheDocument();
  });
});
