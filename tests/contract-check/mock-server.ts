/**
 * The mock backend over HTTP, started in this test process on a free port, for the contract
 * check's tests. The shared test setup intercepts requests with MSW; that is paused meanwhile so
 * the checker's requests reach the real server.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { RequestHandler, http } from 'msw';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import { tokenEmail, unauthorized } from '../../mocks/auth';
import { server as interceptor } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';
import { runCli } from '../../scripts/contract-check/cli.ts';
import { noMockHandler } from '../../scripts/contract-check/mock-rule.ts';
import { replayCassette } from '../../scripts/contract-check/replay.ts';
import { runContractCheck, type RunOptions } from '../../scripts/contract-check/run.ts';
import type { CheckName, OperationResult, Violation } from '../../scripts/contract-check/types.ts';

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** Pauses the MSW interception of the shared setup for the file that calls it. */
export const pauseInterception = () => {
  beforeAll(() => interceptor.close());
  afterAll(() => interceptor.listen({ onUnhandledFrame: 'error' }));
};

export const startMock = async (extraHandlers: RequestHandler[] = []) => {
  const server: Server = await startMockServer({ port: 0, extraHandlers });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { baseUrl, stop };
};

/** The command line with its output as one text, the password in QA_PASSWORD. */
export const cli = async (argv: string[]) => {
  const lines: string[] = [];
  const code = await runCli(
    argv,
    { QA_PASSWORD: DEMO.password },
    {
      run: runContractCheck,
      replay: replayCassette,
      out: (text) => lines.push(text),
      err: (text) => lines.push(text),
    },
  );
  return { code, text: lines.join('\n') };
};

/** The contract check of these tags against the mock with `extraHandlers` in front, logged in as the demo user. */
export const checkMock = async (
  extraHandlers: RequestHandler[],
  include: string[],
  options: Partial<RunOptions> = {},
) => {
  const mock = await startMock(extraHandlers);
  onTestFinished(() => mock.stop());
  return runContractCheck({
    baseUrl: mock.baseUrl,
    email: DEMO.email,
    password: DEMO.password,
    include,
    skipIf: noMockHandler,
    ...options,
  });
};

/** A protected handler that still checks the token, so only the break under test shows. */
export const guarded = (resolver: () => Response): Parameters<typeof http.get>[1] => {
  return ({ request }) => (tokenEmail(request) ? resolver() : unauthorized());
};

/** The failing checks of an operation's result in a phase (its first result when none is given). */
export const failedChecks = (results: OperationResult[], operationId: string, phase?: string) => {
  const result = results.find((r) => r.operationId === operationId && (!phase || r.phase === phase));
  expect(result?.verdict).toBe('FAIL');
  return Object.fromEntries(
    (result?.checks ?? []).filter((c) => c.verdict === 'fail').map((c) => [c.name, c.violations]),
  ) as Partial<Record<CheckName, Violation[]>>;
};
