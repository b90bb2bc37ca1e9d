/**
 * `redocly diff` with its diff-recommended rules: the major changes between two bundled contracts
 * as breaks, one per rule verdict (`BREAKING POST /payments request /purpose: Properties of
 * `PaymentInput` became required: `purpose`. (required-properties-added)`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakingChanges, type Break } from './diff.ts';

interface Verdict {
  ruleId: string;
  impact: string;
  message: string;
}
interface Change {
  path: string;
  verdicts?: Verdict[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `#/paths/~1payments~1{id}/get/responses/200` -> `GET /payments/{id} responses/200`. */
export const placeOf = (pointer: string) => {
  const parts = pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] !== 'paths' || !parts[1]) return parts.join('/');
  const method = parts[2] && METHODS.has(parts[2]) ? parts[2].toUpperCase() : undefined;
  const rest = parts.slice(method ? 3 : 2).join('/');
  return [method, parts[1], rest].filter(Boolean).join(' ');
};

/** The breaks `redocly diff` finds; throws with its last line when it cannot run. */
export const redoclyBreaks = (root: string, dir: string, oldFile: string, newFile: string): Break[] => {
  const config = join(dir, 'redocly-diff.yaml');
  const report = join(dir, 'diff.json');
  writeFileSync(config, 'extends:\n  - diff-recommended\n');
  const result = spawnSync(
    join(root, 'node_modules/.bin/redocly'),
    ['diff', oldFile, newFile, '--config', config, '--format', 'json', '-o', report, '--fail-on', 'none'],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`redocly diff failed: ${(result.stderr || result.stdout).trim().split('\n').at(-1)}`);
  const { changes } = JSON.parse(readFileSync(report, 'utf8')) as { changes: Change[] };
  return changes.flatMap((change) =>
    (change.verdicts ?? [])
      .filter((verdict) => verdict.impact === 'major')
      .map((verdict) => ({ at: placeOf(change.path), what: `${verdict.message} (${verdict.ruleId})` })),
  );
};

/** Every break: redocly's first, then our own rules' (diff.ts); `dir` holds the files meanwhile. */
export const allBreaks = (
  root: string,
  dir: string,
  oldDoc: Record<string, unknown>,
  newDoc: Record<string, unknown>,
): Break[] => {
  const [oldFile, newFile] = [join(dir, 'old.json'), join(dir, 'new.json')];
  writeFileSync(oldFile, JSON.stringify(oldDoc));
  writeFileSync(newFile, JSON.stringify(newDoc));
  return [...redoclyBreaks(root, dir, oldFile, newFile), ...breakingChanges(oldDoc, newDoc)];
};
