import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Popover from 'antd/es/popover';
import Space from 'antd/es/space';
import type { ApiData } from '../../api/types';
import { get } from '../../http/request';
import { i18n } from '../../i18n/i18n';
import { DROPDOWN_MAX_HEIGHT } from './constants';
import { useControlledValue } from './useControlledValue';
import './texts';

/** Spec §3 dimension item: a band `start < w <= end` (e.g. a weight band). */
export interface DimensionItem {
  id: number | string;
  name: string;
  start: number | string;
  end: number | string;
  checked?: boolean;
}

export type DimensionId = DimensionItem['id'];

/** The gateway's weight bands, the dimension picker's default source. */
export const WEIGHT_BAND_LIST_URL = '/customer-api/weightBand/list';

/**
 * A band as the spec shows it: 'lower < w <= upper'.
 * @example
 * dimensionLabel({ id: 1, name: '1-3 kg', start: 1, end: 3 }); // '1 < w <= 3'
 */
export function dimensionLabel(item: Pick<DimensionItem, 'start' | 'end'>): string {
  return `${item.start} < w <= ${item.end}`;
}

export interface DimensionPickerProps {
  /** The chosen band ids. */
  value?: DimensionId[];
  onChange?(value: DimensionId[], items: DimensionItem[]): void;
  /** Bands to choose from; loaded from `url` when absent. */
  dimensions?: DimensionItem[];
  url?: string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * Dimension picker (spec §2): multi-select checkboxes over rows 'lower < w <= upper'; confirm
 * applies the ticks, cancel restores the previous choice.
 * @example
 * const [bands, setBands] = useState<DimensionId[]>([]);
 * <DimensionPicker value={bands} onChange={setBands} />; // weight bands from the gateway
 */
export function DimensionPicker({
  value: valueProp,
  onChange,
  dimensions,
  url = WEIGHT_BAND_LIST_URL,
  disabled,
  placeholder,
  id,
  style,
}: DimensionPickerProps) {
  const { t } = useTranslation('shared', { i18n });
  const [value, setValue] = useControlledValue<DimensionId[]>(
    valueProp,
    onChange && ((ids) => onChange(ids, rowsFor(ids))),
    [],
  );
  const [loaded, setLoaded] = useState<DimensionItem[]>([]);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<DimensionId[]>(value);
  const rows = dimensions ?? loaded;
  function rowsFor(ids: DimensionId[]) {
    return rows.filter((row) => ids.includes(row.id));
  }

  useEffect(() => {
    if (dimensions) return;
    let live = true;
    get<ApiData<typeof WEIGHT_BAND_LIST_URL, 'get'>>(url).then(
      (bands) => live && setLoaded(bands),
      () => undefined, // the http client has shown the server msg
    );
    return () => {
      live = false;
    };
  }, [dimensions, url]);

  const openWith = (next: boolean) => {
    // Closing without confirm (cancel, click outside) drops the ticks: the previous choice stays.
    if (!next) setTicked(value);
    setOpen(next);
  };
  const chosenText = rowsFor(value).map(dimensionLabel).join(', ');

  const panel = (
    <Space orientation="vertical" style={{ minWidth: 220 }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          maxHeight: DROPDOWN_MAX_HEIGHT,
          overflowY: 'auto',
        }}
      >
        {rows.map((row) => (
          <Checkbox
            key={row.id}
            checked={ticked.includes(row.id)}
            onChange={(event) =>
              setTicked((previous) =>
                event.target.checked ? [...previous, row.id] : previous.filter((id) => id !== row.id),
              )
            }
          >
            {dimensionLabel(row)}
          </Checkbox>
        ))}
      </div>
      <Space>
        <Button size="small" onClick={() => openWith(false)}>
          {t('pickers.cancel')}
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            setValue(rows.filter((row) => ticked.includes(row.id)).map((row) => row.id));
            setOpen(false);
          }}
        >
          {t('pickers.confirm')}
        </Button>
      </Space>
    </Space>
  );

  return (
    <Popover content={panel} trigger="click" open={open} onOpenChange={openWith} placement="bottomLeft">
      <Button id={id} disabled={disabled} style={{ minWidth: 200, textAlign: 'left', ...style }}>
        {chosenText || placeholder || t('pickers.pleaseSelect')}
      </Button>
    </Popover>
  );
}
