/**
 * `npm test`: every check in order, each run even when an earlier one failed, then a summary.
 * Exits non-zero when any step failed.
 */
import { spawnSync } from 'node:child_process';

const steps: { name: string; script: string }[] = [
  { name: 'contract lint', script: 'lint:contract' },
  { name: 'generated-code drift', script: 'check:generated' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit and component tests', script: 'test:unit' },
  { name: 'contract check against the mock server', script: 'test:contract' },
  { name: 'browser e2e', script: 'test:e2e' },
  { name: 'browser e2e of the production build', script: 'test:e2e:production' },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
const started = Date.now();
for (const step of steps) {
  if (only.length && !only.includes(step.script)) continue;
  console.log(`\n━━ ${step.name} (npm run ${step.script})`);
  const t0 = Date.now();
  const run = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - t0) / 1000 });
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ Summary');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length ? 1 : 0);
