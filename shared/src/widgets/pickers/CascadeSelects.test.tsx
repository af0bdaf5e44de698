import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../testing/renderPage';
import { CascadeSelect } from './CascadeSelect';
import { CascadeSelects, type CascadeLevel, type CascadeValue } from './CascadeSelects';
import { substituteKey } from './dictionary';
import { fakeGateway } from '../../testing/fakeGateway';

const region = (code: string, name: string) => ({ value: code, label: name, code, name });
const regions: Record<string, ReturnType<typeof region>[]> = {
  '': [region('31', 'DKI Jakarta'), region('32', 'Jawa Barat')],
  '31': [region('31.71', 'Jakarta Pusat'), region('31.74', 'Jakarta Selatan')],
  '32': [region('32.73', 'Kota Bandung'), region('32.01', 'Bogor')],
  '31.71': [region('31.71.01', 'Gambir')],
  '31.74': [region('31.74.01', 'Tebet')],
  '32.73': [region('32.73.01', 'Sukasari')],
  '32.01': [region('32.01.01', 'Cibinong')],
};
const levels: CascadeLevel[] = [
  { prop: 'province', label: 'province', dicUrl: '/customer-api/region/list' },
  { prop: 'regency', label: 'regency', dicUrl: '/customer-api/region/list?parentCode={{key}}' },
  { prop: 'district', label: 'district', dicUrl: '/customer-api/region/list?parentCode={{key}}' },
];

function gateway() {
  return fakeGateway({ 'GET /customer-api/region/list': (query) => regions[query.parentCode ?? ''] ?? [] });
}

function Chain({ chain = levels }: { chain?: CascadeLevel[] }) {
  const [value, setValue] = useState<CascadeValue>({});
  return (
    <>
      <CascadeSelects levels={chain} value={value} onChange={setValue} />
      <output aria-label="region">{[value.province, value.regency, value.district].join('/')}</output>
    </>
  );
}

function choose(selectId: string, label: string) {
  fireEvent.mouseDown(document.getElementById(selectId) as HTMLElement);
  fireEvent.click(
    Array.from(document.querySelectorAll('.ant-select-item-option')).find(
      (node) => node.textContent === label,
    ) as Element,
  );
}

describe('cascading selects', () => {
  it('substitutes the key into the dicUrl', () => {
    expect(substituteKey('/customer-api/region/list?parentCode={{key}}', '31.71')).toBe(
      '/customer-api/region/list?parentCode=31.71',
    );
  });

  it('reloads the child from its dicUrl when the parent changes and auto-selects its first option, down the chain', async () => {
    const calls = gateway();
    await renderPage(<Chain />);
    await waitFor(() => expect(calls.calls()).toHaveLength(1));

    choose('province', 'DKI Jakarta');

    await waitFor(() => expect(screen.getByLabelText('region')).toHaveTextContent('31/31.71/31.71.01'));
    choose('province', 'Jawa Barat');
    await waitFor(() => expect(screen.getByLabelText('region')).toHaveTextContent('32/32.73/32.73.01'));
    expect(calls.calls().map((call) => call.query.parentCode ?? '')).toEqual([
      '',
      '31',
      '31.71',
      '32',
      '32.73',
    ]);
  });

  it('auto-selects the configured default child when the parent offers it', async () => {
    gateway();
    const chain = [levels[0], { ...levels[1], defaultValue: '32.01' }, levels[2]];
    await renderPage(<Chain chain={chain} />);
    await waitFor(() => expect(document.querySelectorAll('#province')).toHaveLength(1));

    choose('province', 'Jawa Barat');

    await waitFor(() => expect(screen.getByLabelText('region')).toHaveTextContent('32/32.01/32.01.01'));
  });

  it('keeps a child value the new options still offer on first load, and empties the child without a parent', async () => {
    gateway();
    const onChange = jest.fn();
    const { rerender } = await renderPage(
      <CascadeSelect dicUrl={levels[1].dicUrl} parentValue="31" value="31.74" onChange={onChange} />,
    );
    await screen.findByText('Jakarta Selatan');
    expect(onChange).not.toHaveBeenCalled();

    rerender(
      <CascadeSelect dicUrl={levels[1].dicUrl} parentValue={null} value="31.74" onChange={onChange} />,
    );

    expect(onChange).toHaveBeenCalledWith(null);
  });
});
