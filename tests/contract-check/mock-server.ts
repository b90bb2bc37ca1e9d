/**
 * The mock backend over HTTP, started in this test process on a free port, for the contract
 * check's tests. The shared test setup intercepts requests with MSW; that is paused meanwhile so
 * the checker's requests reach the real server.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { RequestHandler } from 'msw';
import { afterAll, beforeAll } from 'vitest';
import { server as interceptor } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';

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
