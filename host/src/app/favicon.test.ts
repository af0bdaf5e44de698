import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PUBLIC = join(__dirname, '../../public');

// The build copies public/* beside index.html (CopyPublicPlugin), so /favicon.ico is served.
describe('favicon (issue 14: favicon.ico was a 404 on every page)', () => {
  it('is a real icon: an ICO with a 32x32 image', () => {
    const ico = readFileSync(join(PUBLIC, 'favicon.ico'));
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]); // reserved, type icon, one image
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const size = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(offset + size).toBe(ico.length);
  });

  it('is linked from index.html', () => {
    const html = readFileSync(join(PUBLIC, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
  });
});
