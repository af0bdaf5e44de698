import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PARTIAL_IDLE_MS, sweepStalePartials } from './download-export.job';

describe('sweepStalePartials', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partials-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, ageMs: number, now: Date) => {
    const full = path.join(dir, name);
    fs.writeFileSync(full, 'x');
    const at = new Date(now.getTime() - ageMs);
    fs.utimesSync(full, at, at);
  };

  it('removes the partial file of a killed export run and keeps a live one and every other file', async () => {
    const now = new Date();
    file('export-7-3f2a9c.partial', PARTIAL_IDLE_MS + 60_000, now); // killed an hour ago
    file('export-8-77aa01.partial', 5_000, now); // still being written
    file('export-6-abcdef01.xlsx', PARTIAL_IDLE_MS * 10, now); // a finished export
    file('upload-1.partial', PARTIAL_IDLE_MS * 10, now); // not an export's
    expect(await sweepStalePartials(dir, now)).toEqual(['export-7-3f2a9c.partial']);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'export-6-abcdef01.xlsx',
      'export-8-77aa01.partial',
      'upload-1.partial',
    ]);
  });

  it('answers nothing for a folder that does not exist yet', async () => {
    expect(await sweepStalePartials(path.join(dir, 'none'), new Date())).toEqual([]);
  });
});
