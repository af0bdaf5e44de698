import { fireEvent, screen, waitFor } from '@testing-library/react';
import { choose } from '../common/testing/antd';
import type { OrderInput } from './api';
import { entryGateway, field, fillReceiver, renderEntry } from './entryFixtures';

// Picking a goods template in order entry: the template's goods-type code must land in the goods
// type select (shown by its label) and reach the create call as the code the order takes.

const PICKER = 'orderEntry-goodsTemplate';
const shirt = 'Kemeja Batik Merah · Clothing · 0.4 kg';
const contract = 'Dokumen Kontrak · Documents · 0.2 kg';

/** The label the goods type select shows for its value (antd's title of the selection), or ''. */
const goodsTypeShown = () =>
  field('orderEntry_goodsType')
    .closest('.ant-select')
    ?.querySelector('.ant-select-content')
    ?.getAttribute('title') ?? '';

it("fills the goods type select with the picked template's goods type, and name, weight, sizes and value", async () => {
  entryGateway();
  await renderEntry();

  await choose(PICKER, shirt);

  await waitFor(() => expect(goodsTypeShown()).toBe('Clothing'));
  expect(field('orderEntry_goodsName')).toHaveValue('Kemeja Batik Merah');
  expect(field('orderEntry_weightKg')).toHaveValue('0.4');
  expect(field('orderEntry_lengthCm')).toHaveValue('30');
  expect(field('orderEntry_widthCm')).toHaveValue('25');
  expect(field('orderEntry_heightCm')).toHaveValue('4');
  expect(field('orderEntry_declaredValue')).toHaveValue('185.000');
});

it("creates the order with the template's goods-type code", async () => {
  const calls = entryGateway();
  await renderEntry();
  await fillReceiver();

  await choose(PICKER, shirt);
  await waitFor(() => expect(goodsTypeShown()).toBe('Clothing'));
  fireEvent.click(screen.getByText('Submit order').closest('button') as HTMLElement);

  await waitFor(() => expect(calls.bodies('/customer-api/order/create')).toHaveLength(1));
  const order = calls.bodies('/customer-api/order/create')[0] as OrderInput;
  expect(order).toMatchObject({
    goodsType: 'CLOTHING',
    goodsName: 'Kemeja Batik Merah',
    weightKg: 0.4,
    lengthCm: 30,
    widthCm: 25,
    heightCm: 4,
    declaredValue: 185000,
  });
});

it('a second template replaces the first: its type, and sizes and value it lacks are emptied', async () => {
  entryGateway();
  await renderEntry();

  await choose(PICKER, shirt);
  await waitFor(() => expect(goodsTypeShown()).toBe('Clothing'));
  await choose(PICKER, contract);

  await waitFor(() => expect(goodsTypeShown()).toBe('Documents'));
  expect(field('orderEntry_goodsName')).toHaveValue('Dokumen Kontrak');
  expect(field('orderEntry_weightKg')).toHaveValue('0.2');
  expect(field('orderEntry_lengthCm')).toHaveValue('');
  expect(field('orderEntry_declaredValue')).toHaveValue('');
});
