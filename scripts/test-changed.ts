/**
 * `npm run test:changed`: the checks a change needs, in about a minute. The typecheck (the whole
 * project: a change can break a file it does not touch) beside ESLint and Prettier on the changed
 * files, then the unit and component tests that import a changed file (Vitest's `related`), then
 * the e2e specs that reach it (scripts/test-changed/reach.ts). Changed means against HEAD, with the
 * files git does not track yet; `-- --since <ref>` compares with a ref instead (a branch's work).
 * `npm test` still runs everything.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { importersOf, importsOf, resolveImport, specsReached } from './test-changed/reach.ts';

const args = process.argv.slice(2);
const sinceAt = args.indexOf('--since');
const since = sinceAt === -1 ? 'HEAD' : args[sinceAt + 1];
if (!since || since.startsWith('-')) {
  console.error('Usage: npm run test:changed [-- --since <git ref>]');
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
const specFiles = sources.filter((file) => /^tests\/e2e\/.*\.spec\.ts$/.test(file));
const reached = importersOf(
  changed.filter((file) => known.has(file)),
  graph,
);
const e2e = specsReached(reached, new Map(specFiles.map((file) => [file, readFileSync(file, 'utf8')])));

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
const related = changed.filter((file) => /\.(ts|tsx)$/.test(file));
if (related.length)
  await step('unit and component tests that import a changed file', () =>
    run('npm', ['exec', '--', 'vitest', 'related', '--run', '--passWithNoTests', ...related]),
  );
if (e2e.specs.length) {
  console.log(`e2e specs reached (routes ${e2e.addresses.join(', ') || 'none'}): ${e2e.specs.join(' ')}`);
  await step('e2e specs that reach a changed file', () =>
    run('npm', ['run', '--silent', 'test:e2e', '--', ...e2e.specs]),
  );
} else console.log('No e2e spec reaches the change (a change of every page is covered by npm test).');

console.log('\n━━ test:changed');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  ${r.seconds.toFixed(1)} s`);
console.log(`in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
