import { senderKey } from './sender-key';

describe('senderKey', () => {
  const place = { phone: '081234567890', districtCode: '31.71.01', address: 'Jl. Sudirman 1' };

  it('is the same for the same place written differently', () => {
    expect(senderKey({ ...place, phone: '+62 812-3456-7890', address: '  jl. sudirman   1 ' })).toBe(
      senderKey(place),
    );
    expect(senderKey(place)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('differs by phone, district or address', () => {
    expect(senderKey({ ...place, phone: '081234567891' })).not.toBe(senderKey(place));
    expect(senderKey({ ...place, districtCode: '31.71.02' })).not.toBe(senderKey(place));
    expect(senderKey({ ...place, address: 'Jl. Sudirman 2' })).not.toBe(senderKey(place));
  });
});
