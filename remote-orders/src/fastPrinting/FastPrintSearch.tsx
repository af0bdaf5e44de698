import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { DateRangePicker, type DateRangeValue } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import type { FastPrintQuery } from './api';
import { splitBillCodes } from './billCodes';

export type FastPrintFilter = Omit<FastPrintQuery, 'current' | 'size'>;

type Printed = 'any' | 0 | 1;

/** The quick-print search: pasted waybill numbers, a created range and printed / not printed. */
export function FastPrintSearch({ onSearch }: { onSearch(filter: FastPrintFilter): void }) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [range, setRange] = useState<DateRangeValue>(['', '']);
  const [printed, setPrinted] = useState<Printed>('any');

  // the pasted numbers narrow the other filters, as the form shows them all at once
  const search = () => {
    const billCodes = splitBillCodes(text);
    onSearch({
      ...(billCodes.length > 0 ? { billCodes } : {}),
      ...(range[0] ? { createdFrom: range[0] } : {}),
      ...(range[1] ? { createdTo: range[1] } : {}),
      ...(printed === 'any' ? {} : { printed }),
    });
  };
  const reset = () => {
    setText('');
    setRange(['', '']);
    setPrinted('any');
    onSearch({});
  };

  return (
    <Form layout="vertical" onFinish={search}>
      <Form.Item label={t('fastPrinting.billCodes')} htmlFor="fastPrinting-billCodes">
        <Input.TextArea
          id="fastPrinting-billCodes"
          rows={3}
          value={text}
          placeholder={t('fastPrinting.billCodesPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </Form.Item>
      <Space wrap align="end">
        <Form.Item label={t('fastPrinting.createdAt')}>
          <DateRangePicker value={range} onChange={setRange} />
        </Form.Item>
        <Form.Item label={t('fastPrinting.printed')} htmlFor="fastPrinting-printed">
          <Select<Printed>
            id="fastPrinting-printed"
            style={{ width: 140 }}
            value={printed}
            onChange={setPrinted}
            options={[
              { value: 'any', label: t('fastPrinting.printedAny') },
              { value: 1, label: t('fastPrinting.printedYes') },
              { value: 0, label: t('fastPrinting.printedNo') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('fastPrinting.search')}
            </Button>
            <Button onClick={reset}>{t('fastPrinting.reset')}</Button>
          </Space>
        </Form.Item>
      </Space>
    </Form>
  );
}
