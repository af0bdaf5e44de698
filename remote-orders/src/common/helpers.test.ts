import { fileNameOf } from './download';
import { formFieldOf } from './issues';
import { toOrderFilter } from './orderSearch';
import { regionCodesOf } from './regions';

it('reads the file name of a Content-Disposition, the encoded one first', () => {
  expect(fileNameOf(`attachment; filename="orders.xlsx"; filename*=UTF-8''orders%202026.xlsx`)).toBe(
    'orders 2026.xlsx',
  );
  expect(fileNameOf('attachment; filename="waybills.xlsx"')).toBe('waybills.xlsx');
  expect(fileNameOf('inline')).toBeUndefined();
});

it('puts a server field on the form field holding it (regions are codes)', () => {
  expect(formFieldOf('receiver.district')).toEqual(['receiver', 'districtCode']);
  expect(formFieldOf('sender.province')).toEqual(['sender', 'provinceCode']);
  expect(formFieldOf('receiver.phone')).toEqual(['receiver', 'phone']);
  expect(formFieldOf('weightKg')).toEqual(['weightKg']);
});

it('nests district codes into their province and regency', () => {
  expect(regionCodesOf('31.73.05')).toEqual({
    provinceCode: '31',
    cityCode: '31.73',
    districtCode: '31.73.05',
  });
  expect(regionCodesOf(null)).toEqual({});
});

it('turns the search form into the list filter: trimmed, empty left out, all dates without bounds', () => {
  expect(
    toOrderFilter({
      createdAt: ['', ''],
      billCode: ' JP1 ',
      receiverName: '',
      status: ['CREATED'],
      printed: 'no',
    }),
  ).toEqual({ billCode: 'JP1', status: ['CREATED'], printed: false });
  expect(toOrderFilter({ status: ['CREATED'] }, { withStatus: false })).toEqual({
    createdAtStart: expect.stringMatching(/ 00:00:00$/),
    createdAtEnd: expect.stringMatching(/ 23:59:59$/),
  });
});
