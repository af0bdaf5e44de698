import { z } from 'zod';
import { isMoney, rupiah } from './money';

describe('rupiah()', () => {
  it('accepts whole rupiah only', () => {
    expect(rupiah().parse(125000)).toBe(125000);
    expect(rupiah().safeParse(1.5).success).toBe(false);
  });

  it('marks the amount, also when it is nullable, optional or described', () => {
    expect(isMoney(rupiah())).toBe(true);
    expect(isMoney(rupiah().nullable())).toBe(true);
    expect(isMoney(rupiah().optional())).toBe(true);
    expect(isMoney(rupiah().describe('net payout'))).toBe(true);
    expect(isMoney(z.number().int())).toBe(false);
  });

  it('shows the mark in the JSON schema of an answer', () => {
    expect(z.toJSONSchema(z.object({ fee: rupiah() })).properties?.fee).toMatchObject({ 'x-money': true });
  });
});
