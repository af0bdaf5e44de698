// The import's own xlsx reader (gateway/src/lib/xlsx-read) against ExcelJS 4.4.0's streaming
// reader on the same order files in the same run (issue 37 item 10: the reason to keep 2,200 lines
// of our own reader is this figure; the house rule asks a measured 3x on a path a user waits for).
// Each read runs in a fresh process (bench/xlsx-read-child.mjs), the two readers alternating, and
// the median of BENCH_XLSX_RUNS (3) reads is kept. CPU time is the figure that matters on a loaded
// machine; wall time moves with the load average written beside it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './support.mjs';

const RUNS = Number(process.env.BENCH_XLSX_RUNS ?? 3);
const READERS = ['ours', 'exceljs'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (a, b) => Math.round((a / Math.max(1, b)) * 10) / 10;

function readOnce(reader, file) {
  const out = execFileSync(process.execPath, [join(root, 'bench/xlsx-read-child.mjs'), reader, file], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * Reads each size's order file with both readers; the figures and ExcelJS's cost as a multiple of
 * ours (CPU, peak resident memory above the process's base).
 * @example
 * const figures = await compareXlsxReaders(sampleOrderFile, [10000, 100000]);
 */
export async function compareXlsxReaders(sampleOrderFile, sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-xlsx-'));
  const loadBefore = loadavg()[0];
  const results = [];
  try {
    for (const rows of sizes) {
      const file = join(dir, `orders-${rows}.xlsx`);
      const bytes = await sampleOrderFile(rows, `XLSX${rows}`);
      writeFileSync(file, bytes);
      console.log(
        `› xlsx readers: ${rows} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB), ${RUNS} reads each`,
      );
      const reads = { ours: [], exceljs: [] };
      for (let run = 0; run < RUNS; run += 1)
        for (const reader of run % 2 ? [...READERS].reverse() : READERS)
          reads[reader].push(readOnce(reader, file));
      const figures = {};
      for (const reader of READERS) {
        const all = reads[reader];
        if (all.some((read) => read.rows !== rows))
          throw new Error(`${reader} read ${all.map((read) => read.rows)} of ${rows} rows`);
        figures[reader] = {
          cpuMs: median(all.map((read) => read.cpuMs)),
          wallMs: median(all.map((read) => read.wallMs)),
          peakRssMb: median(all.map((read) => read.peakRssMb)),
          readingRssMb: median(all.map((read) => read.peakRssMb - read.baseRssMb)),
        };
      }
      results.push({
        rows,
        fileMb: Math.round((bytes.length / 1024 / 1024) * 10) / 10,
        ...figures,
        exceljsCpuVsOurs: ratio(figures.exceljs.cpuMs, figures.ours.cpuMs),
        exceljsReadingMemoryVsOurs: ratio(figures.exceljs.readingRssMb, figures.ours.readingRssMb),
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cpuRatios = results.map((result) => result.exceljsCpuVsOurs);
  return {
    loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0] * 100) / 100 },
    runs: RUNS,
    method:
      'each read in a fresh node process, both readers through the import row mapper; medians; readingRssMb = peak minus the resident set before reading',
    results,
    keepOurs: {
      rule: 'ExcelJS costs >= 3x our CPU on every size (house rule for home-made code)',
      met: cpuRatios.every((value) => value >= 3),
    },
  };
}
