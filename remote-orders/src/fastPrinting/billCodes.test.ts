import { splitBillCodes } from './billCodes';

it('quick print splits pasted codes by lines, commas and spaces, upper-cased, each once', () => {
  expect(splitBillCodes(' jp10000000011,JP10000000029\r\nJP10000000037  jp10000000011;\n\n')).toEqual([
    'JP10000000011',
    'JP10000000029',
    'JP10000000037',
  ]);
  expect(splitBillCodes(' \n , ')).toEqual([]);
});
