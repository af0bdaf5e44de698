// One read of an order file by one xlsx reader, in a process of its own so that its peak memory is
// its own: `node bench/xlsx-read-child.mjs ours|exceljs <file.xlsx>` prints one JSON line
// { rows, cpuMs, wallMs, baseRssMb, peakRssMb } (CPU = user + system time of the read alone; base =
// the resident set after loading the modules and the file, before reading). Used by bench/xlsx-readers.mjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './support.mjs';

const [reader, file] = process.argv.slice(2);
const gatewayRequire = createRequire(join(root, 'gateway/package.json'));
const { DEFAULT_IMPORT_LIMITS } = gatewayRequire('./dist/lib/xlsx-read/limits.js');
const { readImportSheet, importRowsOf } = gatewayRequire(
  './dist/domains/imports/import-sheet-reader.service.js',
);
const { excelJsSheetRows } = gatewayRequire('./dist/domains/imports/import-exceljs-rows.test-support.js');

const vmKb = (field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
const bytes = readFileSync(file);
// Both readers yield the import's rows through the same mapper (the import's own path for ours; the
// path the import took before for ExcelJS's streaming reader), so the work compared is the reading.
const rowsOf = {
  ours: () => readImportSheet(bytes, DEFAULT_IMPORT_LIMITS),
  exceljs: () => importRowsOf(excelJsSheetRows(bytes), DEFAULT_IMPORT_LIMITS),
}[reader];
if (!rowsOf) throw new Error(`unknown reader ${reader}: ours or exceljs`);

const baseRssKb = vmKb('VmRSS');
const cpu = process.cpuUsage();
const started = performance.now();
let rows = 0;
for await (const row of rowsOf()) if (row.values.size > 0) rows += 1;
const wallMs = performance.now() - started;
const used = process.cpuUsage(cpu);
process.stdout.write(
  `${JSON.stringify({
    rows,
    cpuMs: Math.round((used.user + used.system) / 1000),
    wallMs: Math.round(wallMs),
    baseRssMb: Math.round(baseRssKb / 1024),
    peakRssMb: Math.round(vmKb('VmHWM') / 1024),
  })}\n`,
);
