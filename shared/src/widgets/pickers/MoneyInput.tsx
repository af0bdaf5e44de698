import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import { formatNumber } from '../../utils/format';

/**
 * A whole rupiah amount as a money input shows it: `formatNumber`'s groups, the ones `formatIdr`
 * shows beside it ('150000' -> '150.000'); '' when empty.
 * @example
 * formatMoneyInput(150000); // '150.000'
 */
export function formatMoneyInput(value: string | number | null | undefined): string {
  const digits = parseMoneyInput(value === null || value === undefined ? '' : String(value));
  return digits === '' ? '' : formatNumber(Number(digits));
}

/**
 * The amount a money input holds for what it shows or was typed: its digits, without the groups
 * ('150.000', 'Rp 150,000' -> '150000'; whole rupiah have no decimals).
 * @example
 * parseMoneyInput('Rp 1.250.000'); // '1250000'
 */
export function parseMoneyInput(text: string | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/**
 * antd's InputNumber for a rupiah amount: whole rupiah, grouped as the portal shows money
 * (`formatNumber`, '150.000' beside 'Rp 150.000'), a numeric keyboard; any prop overrides.
 * `stringMode` keeps the amount as text ('150000'), as a form that holds text wants.
 * @example
 * <Form.Item name="amount"><MoneyInput /></Form.Item>; // typing 150000 shows '150.000', the value 150000
 * <Form.Item name="codAmount"><MoneyInput<string> stringMode /></Form.Item>; // the value '150000'
 */
export function MoneyInput<T extends string | number = number>(props: InputNumberProps<T>) {
  return (
    <InputNumber<T>
      precision={0}
      inputMode="numeric"
      style={{ width: '100%' }}
      formatter={(value) => formatMoneyInput(value)}
      parser={(text) => parseMoneyInput(text) as T}
      {...props}
    />
  );
}
