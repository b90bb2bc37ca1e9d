/**
 * `npm run contract:diff -- <git-ref>`: the breaking changes between the contract at a git ref
 * and the working tree, one line each: those of `redocly diff` (contract-check/redocly-diff.ts)
 * and those of our own rules for what it does not cover (contract-check/diff.ts). Both sides are
 * bundled with Redocly into a temporary folder first. Exit code 0 without a breaking change, 1 with one,
 * 2 on a bad ref or a ref without the contract (one line, no stack trace).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBreak, type Break } from './contract-check/diff.ts';
import { allBreaks } from './contract-check/redocly-diff.ts';

const root = new URL('..', import.meta.url).pathname;
const CONTRACT = 'openapi/openapi.yaml';

const fail = (message: string): never => {
  console.error(`contract diff: ${message}`);
  process.exit(2);
};

const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

const args = process.argv.slice(2);
if (args.includes('--help') || args.length !== 1)
  fail('usage: npm run contract:diff -- <git-ref> (a branch, tag or commit, e.g. main or HEAD~3)');
const ref = args[0]!;
// A name, a commit, or one with ~ ^ @{...}: a range (`a..b`) or an option (`-x`) is not one ref.
if (ref.startsWith('-') || ref.includes('..') || !/^[\w./~^@{}-]+$/.test(ref))
  fail(`'${ref}' is not a git ref (a branch, tag or commit)`);
const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
if (commit.status !== 0) fail(`'${ref}' is not a commit of this repository`);
const sha = commit.stdout.trim();
if (!git(['ls-tree', '--name-only', sha, CONTRACT]).stdout.trim())
  fail(`${ref} has no contract (${CONTRACT})`);

const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
const bundle = (source: string, out: string) => {
  const result = spawnSync(
    join(root, 'node_modules/.bin/redocly'),
    ['bundle', source, '--ext', 'json', '-o', out],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) fail(`could not bundle ${source}: ${result.stderr.trim().split('\n').at(-1)}`);
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
};
try {
  execFileSync('sh', ['-c', `git archive ${sha} openapi | tar -x -C '${dir}'`], {
    cwd: root,
    stdio: 'ignore',
  });
  const before = bundle(join(dir, CONTRACT), join(dir, 'old.bundle.json'));
  const after = bundle(join(root, CONTRACT), join(dir, 'new.bundle.json'));
  let breaks: Break[] = [];
  try {
    breaks = allBreaks(root, dir, before, after);
  } catch (error) {
    fail((error as Error).message);
  }
  for (const item of breaks) console.log(formatBreak(item));
  console.log(
    breaks.length
      ? `${breaks.length} breaking change${breaks.length === 1 ? '' : 's'} since ${ref}.`
      : `No breaking change since ${ref}.`,
  );
  process.exitCode = breaks.length ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
