/** Shapes shared by the contract check's pieces (results, checks, violations). */
import type { Coverage } from './coverage.ts';
import type { StatefulSummary } from './stateful.ts';

export const CHECK_NAMES = [
  'not_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
  'auth_required',
  'negative_data_rejection',
  'unsupported_method',
  'no_internal_detail',
  'ensure_resource_availability',
  'changes_persisted',
  'use_after_free',
  'request_conformance',
  'path_rejection',
  'positive_data_acceptance',
  'max_response_time',
] as const;

export type CheckName = (typeof CHECK_NAMES)[number];

/** The checks of every answer (auth_required is sent apart). */
const ANSWER_CHECKS = CHECK_NAMES.slice(0, 5);

/** The checks of every fuzz request (auth_required only applies to those sent without a token). */
export const FUZZ_CHECKS: readonly CheckName[] = [
  ...CHECK_NAMES.slice(0, 6),
  'no_internal_detail',
  'max_response_time',
];

/** The checks a result of each phase carries (a skipped result reports these as skipped). */
export const checkNamesOf = (phase: string): readonly CheckName[] => {
  if (phase === 'negative')
    return [...ANSWER_CHECKS.slice(0, 4), 'negative_data_rejection', 'max_response_time'];
  if (phase === 'methods') return ['not_server_error', 'unsupported_method', 'max_response_time'];
  if (phase === 'fuzz paths') return ['not_server_error', 'path_rejection', 'max_response_time'];
  if (phase === 'auth') return ['not_server_error', 'auth_required', 'max_response_time'];
  if (phase.startsWith('stateful'))
    return [
      ...ANSWER_CHECKS,
      'positive_data_acceptance',
      'ensure_resource_availability',
      'changes_persisted',
      'use_after_free',
      'max_response_time',
    ];
  if (phase === 'fuzz' || phase.startsWith('fuzz:')) return FUZZ_CHECKS;
  // Reads and flows; ensure_resource_availability (a flow's record) and max_response_time (with
  // its option) appear on the results they apply to.
  return [...CHECK_NAMES.slice(0, 6), 'positive_data_acceptance'];
};

/** One way a response differs from the contract. `at` is a JSON pointer for body violations. */
export interface Violation {
  at: string;
  expected: string;
  got: string;
}

export interface CheckResult {
  name: CheckName;
  verdict: 'pass' | 'fail' | 'skip';
  /** Why the check was skipped, or a one-line summary of the failure. */
  message?: string;
  violations: Violation[];
  /** Reproduces the request this check looked at (token redacted); set on failures. */
  curl?: string;
}

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface OperationResult {
  operationId: string;
  tag: string;
  method: string;
  /** The contract's path template. */
  path: string;
  /** What was called: path and query, without the base URL. */
  target?: string;
  /**
   * 'read-only', 'login', 'flow <name>' (unsafe runs), 'negative' (inputs that break the
   * contract), 'methods' (methods the contract does not declare on the path), 'fuzz' (an
   * operation's fuzz requests, all passed), 'fuzz: <request>' (one distinct fuzz failure) or
   * 'stateful: <chain>' (one chain of calls the contract's links give).
   */
  phase: string;
  /** How many requests the result stands for (the fuzz pass). */
  cases?: number;
  verdict: Verdict;
  status?: number;
  ms?: number;
  skipReason?: string;
  checks: CheckResult[];
  curl?: string;
  response?: { status: number; contentType: string; bodyPreview: string };
}

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

export interface RunReport {
  baseUrl: string;
  startedAt: string;
  unsafe: boolean;
  results: OperationResult[];
  summary: Summary;
  /** Operations of the selected tags that this run did not call (writes in a read-only run, ...). */
  notCalled: string[];
  /** The fuzz pass's figures, when it ran. */
  fuzz?: FuzzSummary;
  /** The stateful pass's figures, when it ran. */
  stateful?: StatefulSummary;
  /** Declared statuses seen, per tag (coverage.ts). */
  coverage: Coverage;
  /** --min-coverage, when given. */
  minCoverage?: number;
  /** Hollow-run warnings (most valid requests refused with 401, 404 or 400). */
  warnings: string[];
  /** Why the run could not go on as asked (login failed, Ctrl+C). */
  error?: string;
  exitCode: number;
  /** Where the cassette of this failing run was written, and the auth options that replay it. */
  replay?: { file: string; auth: string };
  /** Masks the token and password in a text; every output goes through it (a function: never serialised). */
  redact: (text: string) => string;
}

export interface FuzzSummary {
  /** Gives the same requests again with --seed. */
  seed: number;
  operations: number;
  cases: number;
  /** Distinct failures (each reported once). */
  failures: number;
  seconds: number;
  /** Why the pass ended before its case budget was spent. */
  stoppedBy?: 'time limit' | 'interrupted';
}
