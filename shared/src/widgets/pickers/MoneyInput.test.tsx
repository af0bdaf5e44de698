import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { formatIdr } from '../../utils/format';
import { formatMoneyInput, MoneyInput, parseMoneyInput } from './MoneyInput';

function Amount<T extends string | number>({ stringMode = false }: { stringMode?: boolean }) {
  const [amount, setAmount] = useState<T | null>(null);
  return (
    <>
      <MoneyInput<T> aria-label="amount" stringMode={stringMode} value={amount} onChange={setAmount} />
      <output aria-label="value">{amount === null ? '(empty)' : `${typeof amount}:${amount}`}</output>
      {/* the display the page shows beside the input */}
      <output aria-label="shown">{formatIdr(amount === null ? null : Number(amount))}</output>
    </>
  );
}

describe('MoneyInput (issue 35: "150,000" beside "Rp 150.000")', () => {
  it('groups what is typed as the money beside it is shown: 150.000 beside Rp 150.000', () => {
    render(<Amount<number> />);
    fireEvent.change(screen.getByLabelText('amount'), { target: { value: '150000' } });
    expect(screen.getByLabelText('amount')).toHaveValue('150.000');
    expect(screen.getByLabelText('value')).toHaveTextContent('number:150000');
    expect(screen.getByLabelText('shown')).toHaveTextContent('Rp 150.000');
  });

  it('reads its own groups and other ways of writing an amount back to the digits', () => {
    render(<Amount<number> />);
    const input = screen.getByLabelText('amount');
    fireEvent.change(input, { target: { value: '1.250.000' } });
    expect(screen.getByLabelText('value')).toHaveTextContent('number:1250000');
    fireEvent.change(input, { target: { value: 'Rp 2,500,000' } });
    expect(input).toHaveValue('2.500.000');
    expect(screen.getByLabelText('value')).toHaveTextContent('number:2500000');
  });

  it('keeps the amount as text in string mode (the order form holds text)', () => {
    render(<Amount<string> stringMode />);
    fireEvent.change(screen.getByLabelText('amount'), { target: { value: '185000' } });
    expect(screen.getByLabelText('amount')).toHaveValue('185.000');
    expect(screen.getByLabelText('value')).toHaveTextContent('string:185000');
  });

  it('formats and parses with the display formatter: one grouping for display and input', () => {
    for (const amount of [0, 7, 1000, 150000, 5_000_000, 10_000_000_000])
      expect(`Rp ${formatMoneyInput(amount)}`).toBe(formatIdr(amount));
    expect(formatMoneyInput('')).toBe('');
    expect(formatMoneyInput(null)).toBe('');
    expect(parseMoneyInput('Rp 1.250.000')).toBe('1250000');
    expect(parseMoneyInput(undefined)).toBe('');
  });
});
