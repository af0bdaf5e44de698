#!/usr/bin/env node
// Times the slowest jsdom page suites with jsdom's own style matching (FAST_STYLE_MATCHING=off) and
// with the set-up's fast one, one suite at a time and back to back, and writes the figures as JSON.
// Run it under the build lock; the machine's other load is recorded next to each figure.
//   flock /tmp/wt-build.lock node scripts/jest/bench-page-suites.mjs [out.json] [suite-pattern ...]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SUITES = [
  ['remote-account', 'member/VipMemberPage'],
  ['remote-service', 'complaints/SuggestionsPage'],
  ['remote-finance', 'coupons/CouponManagementPage'],
  ['shared', 'display/TreeEditor'],
  ['shared', 'list/ListScreen'],
  ['shared', 'pickers/NetworkPicker'],
  ['shared', 'list/FormDialog'],
  ['shared', 'upload/FileUpload'],
];
const [out = join(root, 'scripts/jest/page-suites-timing.json'), ...patterns] = process.argv.slice(2);
const wanted = SUITES.filter(([, path]) => patterns.length === 0 || patterns.some((p) => path.includes(p)));

/** One jest run of one suite: wall and CPU seconds of the jest process tree, and its verdict. */
function time(project, path, fastStyleMatching) {
  const started = process.hrtime.bigint();
  const run = spawnSync(
    'bash',
    [
      '-c',
      `TIMEFORMAT='%U %S'; { time node node_modules/jest/bin/jest.js --selectProjects "$1" --testPathPatterns "$2" 2>&1; } 2>&1`,
      '_',
      project,
      path,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, FAST_STYLE_MATCHING: fastStyleMatching } },
  );
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const [user, sys] = run.stdout.trim().split('\n').at(-1).split(' ').map(Number);
  const tests = /Tests:\s+(.*)/.exec(run.stdout)?.[1] ?? 'no summary';
  return {
    wallSeconds: +wallSeconds.toFixed(1),
    cpuSeconds: +(user + sys).toFixed(1),
    tests,
    passed: run.status === 0,
    load1: +loadavg()[0].toFixed(1),
  };
}

const results = [];
for (const [project, path] of wanted) {
  const jsdomMatching = time(project, path, 'off');
  const fastMatching = time(project, path, 'on');
  const row = { project, suite: path, jsdomMatching, fastMatching };
  console.log(JSON.stringify(row));
  results.push(row);
}
const sum = (key, field) => +results.reduce((total, row) => total + row[key][field], 0).toFixed(1);
const report = {
  bench: 'jest page suites: jsdom style matching vs the set-up fast matching',
  at: new Date().toISOString(),
  node: process.version,
  cores: 2,
  results,
  totals: {
    jsdomMatching: {
      wallSeconds: sum('jsdomMatching', 'wallSeconds'),
      cpuSeconds: sum('jsdomMatching', 'cpuSeconds'),
    },
    fastMatching: {
      wallSeconds: sum('fastMatching', 'wallSeconds'),
      cpuSeconds: sum('fastMatching', 'cpuSeconds'),
    },
  },
};
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`→ ${out}`);
