import { MAX_BILL_CODES, parseBillCodes, validateBillCodes } from './billCodes';

describe('parseBillCodes', () => {
  it('splits on new lines, commas and spaces, trims, upper-cases and de-duplicates', () => {
    expect(parseBillCodes(' jp12345678901,JP12345678902\n\njp12345678901  JP12345678903 ').codes).toEqual([
      'JP12345678901',
      'JP12345678902',
      'JP12345678903',
    ]);
  });

  it('lists the codes that are not JP followed by 11 digits', () => {
    expect(parseBillCodes('JP12345678901 JP123 XX12345678901 JP123456789012').malformed).toEqual([
      'JP123',
      'XX12345678901',
      'JP123456789012',
    ]);
  });
});

describe('validateBillCodes', () => {
  it('requires at least one code', () => {
    expect(validateBillCodes(parseBillCodes(' , \n'))).toEqual({ kind: 'empty' });
  });

  it(`accepts ${MAX_BILL_CODES} codes and refuses ${MAX_BILL_CODES + 1}`, () => {
    const codes = (n: number) =>
      Array.from({ length: n }, (_, i) => `JP${String(i).padStart(11, '0')}`).join('\n');
    expect(validateBillCodes(parseBillCodes(codes(MAX_BILL_CODES)))).toBeNull();
    expect(validateBillCodes(parseBillCodes(codes(MAX_BILL_CODES + 1)))).toEqual({
      kind: 'tooMany',
      count: 51,
    });
  });

  it('names the malformed codes', () => {
    expect(validateBillCodes(parseBillCodes('JP12345678901 JP1'))).toEqual({
      kind: 'malformed',
      codes: ['JP1'],
    });
  });
});
