import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { fakeGateway, pageOf } from '../../testing/fakeGateway';
import { GoodsTemplatePicker } from './GoodsTemplatePicker';
import type { GoodsTemplate } from './goodsTemplateApi';

const template = (id: number, name: string, goodsType: GoodsTemplate['goodsType'], weight: number) => ({
  id,
  name,
  goodsType,
  categoryId: null,
  weight,
  length: 30,
  width: 20,
  height: 5,
  declaredValue: 185000,
  isEnable: 1 as const,
  remark: null,
  createTime: '2026-11-20 10:00:00',
});

const templates: GoodsTemplate[] = [
  template(1, 'Kemeja Batik Merah', 'CLOTHING', 0.4),
  template(2, 'Power Bank 10000mAh', 'ELECTRONICS', 0.35),
  template(3, 'Kopi Bubuk Gayo', 'FOOD', 0.5),
];

/** GET /dict/goodsTypes as the gateway answers it in Indonesian: `value` is the old number, `code` what templates hold. */
const goodsTypesInIndonesian = [
  { value: '2', code: 'CLOTHING', label: 'Pakaian', name: 'Pakaian' },
  { value: '3', code: 'ELECTRONICS', label: 'Elektronik', name: 'Elektronik' },
];

function gateway() {
  return fakeGateway({
    'GET /customer-api/dict/goodsTypes': () => goodsTypesInIndonesian,
    'GET /customer-api/goodsTemplate/page': (query) =>
      pageOf(
        templates.filter((row) => row.name.toLowerCase().includes((query.name ?? '').toLowerCase())),
        query,
      ),
  });
}

const options = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).map((n) => n.textContent);

afterEach(() => jest.useRealTimers());

describe('GoodsTemplatePicker', () => {
  it("lists the switched-on templates with the goods type's translated label (matched by code) and the weight", async () => {
    const calls = gateway();
    await renderPage(<GoodsTemplatePicker onPick={jest.fn()} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));

    await waitFor(() => expect(options()).toContain('Kemeja Batik Merah · Pakaian · 0.4 kg'));
    expect(options()).toContain('Power Bank 10000mAh · Elektronik · 0.35 kg');
    // a code the dictionary lacks reads as the code, never as another type's label
    expect(options()).toContain('Kopi Bubuk Gayo · FOOD · 0.5 kg');
    expect(calls.calls('/customer-api/goodsTemplate/page')[0].query).toMatchObject({
      current: '1',
      isEnable: '1',
    });
  });

  it('hands the whole picked template, goods-type code included, to onPick', async () => {
    gateway();
    const onPick = jest.fn();
    await renderPage(<GoodsTemplatePicker onPick={onPick} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const label = 'Power Bank 10000mAh · Elektronik · 0.35 kg';
    await waitFor(() => expect(options()).toContain(label));
    fireEvent.click(screen.getByTitle(label));

    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(templates[1]);
    expect(onPick.mock.calls[0][0].goodsType).toBe('ELECTRONICS');
  });

  it('searches by name 1000 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    const calls = gateway();
    await renderPage(<GoodsTemplatePicker onPick={jest.fn()} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(options()).toHaveLength(3));

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'kopi' } });
    act(() => jest.advanceTimersByTime(1000));

    await waitFor(() => expect(options()).toEqual(['Kopi Bubuk Gayo · FOOD · 0.5 kg']));
    const pages = calls.calls('/customer-api/goodsTemplate/page');
    expect(pages[pages.length - 1].query).toMatchObject({ name: 'kopi', isEnable: '1' });
  });
});
