/**
 * The validation proxy's added latency: 1,000 calls of a customer list (10 customers, checked
 * against the strict schema) straight to the mock HTTP server and 1,000 through the proxy in
 * front of it, taken in turns so both see the same machine load. Per pair, the proxied call's
 * time minus the direct one's; the median and the 95th percentile of those (goal: median under
 * 5 ms). Mock, proxy and client run in three processes, as they would on a developer's machine.
 */
import { Agent, request } from 'node:http';
import { startScript } from '../contract-check/start-script.ts';

export const PROXY_GOAL_MEDIAN_MS = 5;

export type ProxyLatencyFigure = {
  calls: number;
  directMedianMs: number;
  proxiedMedianMs: number;
  addedMedianMs: number;
  addedP95Ms: number;
  violations: number;
};

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const timedGet = (url: string, authorization: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    request(url, { agent, headers: { authorization } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${url}: ${res.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });

const login = (origin: string) =>
  new Promise<string>((resolve, reject) => {
    const body = JSON.stringify({ emailAddress: 'demo@example.com', password: 'demo1234' });
    request(`${origin}/login`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers.authorization ?? '')));
    })
      .on('error', reject)
      .end(body);
  });

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const medianOf = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export const measureProxyLatency = async (projectRoot: string, calls = 1000): Promise<ProxyLatencyFigure> => {
  // Each in a process of its own: the proxy's checks run after it has answered, as in real use,
  // and must not hold up the mock or the client.
  const mock = await startScript(projectRoot, ['scripts/mock-server.ts'], { PORT: '0' });
  const proxy = await startScript(
    projectRoot,
    ['scripts/contract-proxy.ts', '--target', mock.url, '--port', '0'],
    {},
  );
  const direct = mock.url;
  try {
    const authorization = await login(direct);
    const path = '/debitors?size=10&sort=lastName,asc';
    // Warm both paths up (JIT, schema compilation, sockets); not counted.
    for (let i = 0; i < 50; i += 1) {
      await timedGet(`${direct}${path}`, authorization);
      await timedGet(`${proxy.url}${path}`, authorization);
    }
    const straight: number[] = [];
    const through: number[] = [];
    for (let i = 0; i < calls; i += 1) {
      straight.push(await timedGet(`${direct}${path}`, authorization));
      through.push(await timedGet(`${proxy.url}${path}`, authorization));
    }
    const added = through.map((ms, i) => ms - straight[i]!).sort((a, b) => a - b);
    const stopped = new Promise<string>((resolve) => {
      let output = '';
      proxy.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      proxy.child.on('exit', () => resolve(output));
    });
    proxy.child.kill('SIGINT');
    const summary = /(\d+) passed, (\d+) failed/.exec(await stopped);
    return {
      calls,
      directMedianMs: medianOf(straight),
      proxiedMedianMs: medianOf(through),
      addedMedianMs: quantile(added, 0.5),
      addedP95Ms: quantile(added, 0.95),
      violations: Number(summary?.[2] ?? NaN),
    };
  } finally {
    agent.destroy();
    proxy.child.kill();
    mock.child.kill();
  }
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The figure as rows of the bench's table: what, value, goal. */
export const proxyLatencyRows = (figure: ProxyLatencyFigure): string[][] => [
  [
    `contract proxy, added per call, median of ${figure.calls}`,
    ms(figure.addedMedianMs),
    `< ${PROXY_GOAL_MEDIAN_MS} ms`,
  ],
  ['contract proxy, added per call, 95th percentile', ms(figure.addedP95Ms)],
  ['contract proxy, calls with a violation', String(figure.violations), '0'],
  [
    'customer list (10), direct / through the proxy, median',
    `${ms(figure.directMedianMs)} / ${ms(figure.proxiedMedianMs)}`,
  ],
];
