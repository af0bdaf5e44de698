import { useRef } from 'react';
import Space from 'antd/es/space';
import { CascadeSelect } from './CascadeSelect';
import type { DictionaryRequest, DictionaryValue } from './dictionary';
import { useControlledValue } from './useControlledValue';

/** One level of a cascade: the field it fills, its label and where its options come from. */
export interface CascadeLevel extends DictionaryRequest {
  prop: string;
  label: string;
  /** The first level's url has no `{{key}}`; every other one takes the previous level's value there. */
  dicUrl: string;
  defaultValue?: DictionaryValue;
}

export type CascadeValue = Record<string, DictionaryValue | null | undefined>;

export interface CascadeSelectsProps {
  levels: CascadeLevel[];
  value?: CascadeValue;
  onChange?(value: CascadeValue): void;
  disabled?: boolean;
}

/**
 * A chain of cascading selects (e.g. province → regency → district): each level reloads when the
 * one before changes and auto-selects its default child, which in turn reloads the next level.
 * @example
 * <CascadeSelects
 *   levels={[
 *     { prop: 'province', label: 'Province', dicUrl: '/customer-api/region/list' },
 *     { prop: 'regency', label: 'Regency', dicUrl: '/customer-api/region/list?parentCode={{key}}' },
 *   ]}
 *   value={region}
 *   onChange={setRegion}
 * />;
 */
export function CascadeSelects({ levels, value: valueProp, onChange, disabled }: CascadeSelectsProps) {
  const [value, setValue] = useControlledValue<CascadeValue>(valueProp, onChange, {});
  // Levels report one after the other within a render cycle: merge into the newest value.
  const newest = useRef(value);
  newest.current = value;
  return (
    <Space wrap>
      {levels.map((level, index) => (
        <CascadeSelect
          key={level.prop}
          id={level.prop}
          placeholder={level.label}
          dicUrl={level.dicUrl}
          method={level.method}
          query={level.query}
          props={level.props}
          defaultValue={level.defaultValue}
          parentValue={index === 0 ? undefined : value[levels[index - 1].prop]}
          value={value[level.prop] ?? null}
          disabled={disabled}
          onChange={(next) => {
            newest.current = { ...newest.current, [level.prop]: next };
            setValue(newest.current);
          }}
        />
      ))}
    </Space>
  );
}
