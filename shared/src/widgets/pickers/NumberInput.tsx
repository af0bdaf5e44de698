import InputNumber, { type InputNumberProps } from 'antd/es/input-number';

/** Spec §5 input number defaults: precision 0, step 1, no min or max. */
export const INPUT_NUMBER_DEFAULTS = { precision: 0, step: 1 } as const;

/**
 * antd's InputNumber with the spec's defaults (whole numbers, step 1, unbounded); any prop overrides.
 * @example
 * <NumberInput value={pieces} onChange={setPieces} />;
 * <NumberInput precision={2} step={0.5} min={0} />;
 */
export function NumberInput(props: InputNumberProps<number>) {
  return <InputNumber<number> {...INPUT_NUMBER_DEFAULTS} {...props} />;
}
