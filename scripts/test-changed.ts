/**
 * `npm run test:changed`: the checks a change needs, in about a minute. The typecheck (the whole
 * project: a change can break a file it does not touch) beside ESLint and Prettier on the changed
 * files, then the unit and component tests that import a changed file (Vitest's `related`), then
 * the e2e specs that reach it (scripts/test-changed/reach.ts). Changed means against HEAD, with the
 * files git does not track yet; `-- --since <ref>` compares with a ref instead (a branch's work).
 * `-- --list` prints what it would run. `npm test` still runs everything.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { importersOf, importsOf, resolveImport, testsReached } from './test-changed/reach.ts';

const args = process.argv.slice(2);
const sinceAt = args.indexOf('--since');
const since = sinceAt === -1 ? 'HEAD' : args[sinceAt + 1];
if (!since || since.startsWith('-')) {
  console.error('Usage: npm run test:changed [-- --since <git ref>] [--list]');
  process.exit(2);
}

const git = (...gitArgs: string[]) =>
  execFileSync('git', gitArgs, { encoding: 'utf8' }).split('\n').filter(Boolean);

let changed: string[];
try {
  changed = [
    ...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')]),
  ].filter((file) => existsSync(file));
} catch {
  console.error(`test:changed: '${since}' is not a git ref here.`);
  process.exit(2);
}
if (!changed.length) {
  console.log(`Nothing changed against ${since}.`);
  process.exit(0);
}

const sources = [
  ...new Set([...git('ls-files'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith('node_modules/') && existsSync(file));
const known = new Set(sources);
const graph = new Map(
  sources.map((file) => [
    file,
    importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const resolved = resolveImport(file, specifier, (candidate) => known.has(candidate));
      return resolved ? [resolved] : [];
    }),
  ]),
);
const reached = importersOf(
  changed.filter((file) => known.has(file)),
  graph,
);
/**
 * A test's text, with the addresses it uses from its helpers under tests/ (`LIST` of
 * payments-helpers.ts). The walks over every route (they import route-walk.ts) name every address:
 * they run when they or the walk change, and in npm test.
 */
const WALK = 'tests/e2e/route-walk.ts';
const textOf = (test: string) => {
  const imports = graph.get(test) ?? [];
  if (imports.includes(WALK)) return '';
  const source = readFileSync(test, 'utf8');
  const used = imports
    .filter((file) => file.startsWith('tests/'))
    .flatMap((helper) => [...readFileSync(helper, 'utf8').matchAll(/export const (\w+) = (['`]\/[^'`]*)/g)])
    .filter(([, name]) => name && new RegExp(`\\b${name}\\b`).test(source))
    .map(([, , address]) => address);
  return [source, ...used].join('\n');
};
const reachedOf = (pattern: RegExp) =>
  testsReached(
    reached,
    new Map(sources.filter((file) => pattern.test(file)).map((file) => [file, textOf(file)])),
  );
const e2e = reachedOf(/^tests\/e2e\/.*\.spec\.ts$/);
const unit = reachedOf(/\.test\.tsx?$/);

if (args.includes('--list')) {
  console.log(`Routes reached: ${e2e.addresses.join(', ') || 'none'}`);
  console.log(['Unit and component tests:', ...unit.tests, 'e2e specs:', ...e2e.tests].join('\n  '));
  process.exit(0);
}

const run = (command: string, commandArgs: string[]) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });

const results: { name: string; ok: boolean; seconds: number }[] = [];
const step = async (name: string, work: () => Promise<boolean>) => {
  const t0 = Date.now();
  const ok = await work();
  results.push({ name, ok, seconds: (Date.now() - t0) / 1000 });
};
const started = Date.now();

console.log(`Changed against ${since}: ${changed.length} file(s): ${changed.slice(0, 8).join(', ')}`);
const linted = changed.filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file));
await Promise.all([
  step('typecheck', () => run('npm', ['run', '--silent', 'typecheck'])),
  step('lint of the changed files', async () => {
    const eslint = linted.length ? run('npm', ['exec', '--', 'eslint', '--max-warnings=0', ...linted]) : true;
    const prettier = run('npm', [
      'exec',
      '--',
      'prettier',
      '--check',
      '--ignore-unknown',
      '--log-level=warn',
      ...changed,
    ]);
    return (await eslint) && (await prettier);
  }),
]);
console.log(`Routes reached: ${e2e.addresses.join(', ') || 'none'}`);
if (unit.tests.length)
  await step(`the ${unit.tests.length} unit and component test files that reach a changed file`, () =>
    run('npm', ['exec', '--', 'vitest', 'run', ...unit.tests]),
  );
if (e2e.tests.length)
  await step(`the ${e2e.tests.length} e2e specs that reach a changed file`, () =>
    run('npm', ['run', '--silent', 'test:e2e', '--', ...e2e.tests]),
  );
else console.log('No e2e spec reaches the change (a change of every page is covered by npm test).');

console.log('\n━━ test:changed');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  ${r.seconds.toFixed(1)} s`);
console.log(`in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
