// Adds up the JSON reports of every Vitest run into one closing line: "N passed, N failed, N skipped".
// It fails when a test failed or a run did not finish (e.g. its global setup threw), and under CI
// (CI=true) when a server test was skipped: there the PostgreSQL suite must run (docs/architecture.md §7).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
const ciValue = process.env.CI?.trim().toLowerCase();
const ci = ciValue !== undefined && ciValue !== '' && ciValue !== '0' && ciValue !== 'false';

const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
const unfinished = [];
/** Failed tests by file and name, printed last: CI shows only the tail of its output. */
const failures = [];
/** Skipped server tests, counted per describe block (its name says why it was skipped). */
const serverSkips = new Map();
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (report.success !== true && report.numFailedTests === 0) unfinished.push(file);
  for (const result of report.testResults) {
    const path = relative(process.cwd(), result.name).split(sep).join('/');
    for (const test of result.assertionResults) {
      if (test.status === 'failed') failures.push(`  ${file}: ${path} › ${test.fullName}`);
    }
    if (!path.startsWith('tests/server/') && !path.startsWith('tests/stall/')) continue;
    for (const test of result.assertionResults) {
      if (test.status === 'passed' || test.status === 'failed') continue;
      const block = `${path} › ${test.ancestorTitles.join(' › ') || test.title}`;
      serverSkips.set(block, (serverSkips.get(block) ?? 0) + 1);
    }
  }
}

if (failures.length > 0) console.error(`Failed:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
let ok = failed === 0;
if (files.length === 0) {
  console.error(`No test reports in ${dir}: nothing ran.`);
  ok = false;
}
for (const file of unfinished) {
  console.error(
    `The run reported in ${file} did not succeed although no test failed (a setup error?): see its output above.`,
  );
  ok = false;
}
if (serverSkips.size > 0) {
  const total = [...serverSkips.values()].reduce((a, b) => a + b, 0);
  const lines = [...serverSkips].map(([block, n]) => `  ${n} in ${block}`).join('\n');
  if (ci) {
    console.error(
      `CI=${process.env.CI}: ${total} server tests were skipped, and under CI every server suite must run (PostgreSQL too):\n${lines}`,
    );
    ok = false;
  } else {
    console.log(`${total} server tests skipped:\n${lines}`);
  }
}
process.exit(ok ? 0 : 1);
