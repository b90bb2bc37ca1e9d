/**
 * What a run covered: per operation the statuses its answers had, against those the contract
 * declares (a range such as `4XX` is covered by any 4xx; `default` is not counted), per tag; and
 * the hollow-run warnings, as Schemathesis gives them, when the valid requests were mostly answered
 * 401/403 (missing auth), 404 (missing test data) or 400/422 (inputs the backend rejects).
 */
import type { ContractOp } from './contract.ts';

/** operationId -> status -> how many answers, all of them and those to valid requests. */
export type Observed = Map<string, Map<number, { all: number; valid: number }>>;

export const observe = (observed: Observed, operationId: string, status: number, valid: boolean) => {
  const statuses = observed.get(operationId) ?? new Map<number, { all: number; valid: number }>();
  observed.set(operationId, statuses);
  const count = statuses.get(status) ?? { all: 0, valid: 0 };
  count.all += 1;
  if (valid) count.valid += 1;
  statuses.set(status, count);
};

export interface TagCoverage {
  tag: string;
  operations: number;
  /** Operations that answered at all. */
  called: number;
  /** Declared (operation, status) pairs, and those seen. */
  statuses: number;
  seen: number;
}

export interface Coverage {
  byTag: TagCoverage[];
  total: TagCoverage;
  /** seen / statuses (0..1). */
  ratio: number;
  /** Per operation, the declared statuses no answer had. */
  missing: Record<string, string[]>;
}

const covers = (declared: string, status: number) =>
  /^\dXX$/i.test(declared) ? declared[0] === String(status)[0] : declared === String(status);

export const coverageOf = (ops: ContractOp[], observed: Observed): Coverage => {
  const tags = new Map<string, TagCoverage>();
  const total: TagCoverage = { tag: 'all', operations: 0, called: 0, statuses: 0, seen: 0 };
  const missing: Record<string, string[]> = {};
  for (const op of ops) {
    const row = tags.get(op.tag) ?? { tag: op.tag, operations: 0, called: 0, statuses: 0, seen: 0 };
    tags.set(op.tag, row);
    const seen = [...(observed.get(op.operationId)?.keys() ?? [])];
    const declared = Object.keys(op.responses).filter((status) => status !== 'default');
    const hit = declared.filter((status) => seen.some((s) => covers(status, s)));
    const absent = declared.filter((status) => !hit.includes(status));
    if (absent.length) missing[op.operationId] = absent;
    for (const target of [row, total]) {
      target.operations += 1;
      target.called += seen.length ? 1 : 0;
      target.statuses += declared.length;
      target.seen += hit.length;
    }
  }
  const byTag = [...tags.values()].sort((a, b) => a.tag.localeCompare(b.tag));
  return { byTag, total, ratio: total.statuses ? total.seen / total.statuses : 0, missing };
};

const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '-');

/** The coverage as a table: TAG, OPERATIONS called/all, STATUSES seen/declared, share. */
export const formatCoverage = (coverage: Coverage): string[] => {
  const rows = [...coverage.byTag, coverage.total].map((row) => [
    row.tag,
    `${row.called}/${row.operations}`,
    `${row.seen}/${row.statuses}`,
    percent(row.seen, row.statuses),
  ]);
  const all = [['TAG', 'OPERATIONS', 'STATUSES', 'COVERED'], ...rows];
  const widths = all[0]!.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  return all.map((row) =>
    row
      .map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  '),
  );
};

const KINDS = [
  { name: 'missing_auth', statuses: [401, 403], hint: 'check the token or the login (--token-env, --email)' },
  { name: 'missing_test_data', statuses: [404], hint: 'the records the calls need are not there: seed them' },
  {
    name: 'validation_mismatch',
    statuses: [400, 422],
    hint: 'the backend rejects inputs the contract allows: align its rules or the contract',
  },
] as const;

/**
 * Warnings of a hollow run: operations whose valid requests were mostly (more than half) answered
 * with one kind of refusal, and the whole run when most of its valid requests were refused.
 */
export const hollowWarnings = (ops: ContractOp[], observed: Observed): string[] => {
  const warnings: string[] = [];
  const byId = new Map(ops.map((op) => [op.operationId, op]));
  let valid = 0;
  let refused = 0;
  for (const kind of KINDS) {
    const hit: string[] = [];
    for (const [operationId, statuses] of observed) {
      const op = byId.get(operationId);
      if (!op) continue;
      const counts = [...statuses.entries()];
      const total = counts.reduce((sum, [, count]) => sum + count.valid, 0);
      const matched = counts
        .filter(([status]) => (kind.statuses as readonly number[]).includes(status))
        .reduce((sum, [, count]) => sum + count.valid, 0);
      if (kind.name === 'missing_auth') valid += total;
      refused += matched;
      if (total && matched * 2 > total) hit.push(`${op.method} ${op.path}`);
    }
    if (hit.length)
      warnings.push(
        `WARNING ${kind.name}: ${hit.length} operation${hit.length === 1 ? '' : 's'} mostly answered ` +
          `${kind.statuses.join('/')}: ${hit.slice(0, 5).join(', ')}${hit.length > 5 ? ', ...' : ''}; ${kind.hint}.`,
      );
  }
  if (valid && refused * 2 > valid)
    warnings.push(
      `WARNING hollow run: ${refused} of ${valid} valid requests were answered 400, 401, 403, 404 or 422; ` +
        'the checks saw little of what the backend does.',
    );
  return warnings;
};
