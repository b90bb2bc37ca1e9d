/** The validation proxy's options, and the first look at its target (is it there, does it speak HTTP). */
import { parseArgs } from 'node:util';
import { send } from './http.ts';

export const PROXY_USAGE = `Usage: npm run contract:proxy -- --target <url> [--port 4010] [options]

Forwards every call to the target unchanged and checks each request and each answer against
the contract (strict zod schemas, declared statuses and content types, headers). Every
violation is printed as it happens; Ctrl+C stops the proxy and writes the reports.

Options:
  --target <url>     the backend, e.g. https://api.sandbox.example.com (required)
  --port <n>         where the proxy listens (default 4010; 0 picks a free port)
  --host <address>   the interface it listens on (default 127.0.0.1)
  --junit <file>     write a JUnit XML report when it stops
  --json <file>      write all results as JSON when it stops
  --help             this text

Point the portal at it: VITE_API_BASE_URL=http://localhost:4010 npm run start:backend
Exit code: 0 when nothing broke the contract, 1 when something did, 2 on bad options.`;

export interface ProxyCliOptions {
  target: string;
  port: number;
  host: string;
  junit?: string;
  json?: string;
}

export const parseProxyArgs = (
  argv: string[],
): { help: true } | { error: string } | { options: ProxyCliOptions } => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        target: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        junit: { type: 'string' },
        json: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  const target = values.target;
  if (!target) return { error: '--target is required' };
  if (!/^https?:\/\/[^/]/.test(target) || !URL.canParse(target))
    return { error: `--target must be an http(s) URL, got '${target}'` };
  const port = Number(values.port ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return { error: `--port must be a port number, got '${values.port}'` };
  return {
    options: {
      target: target.replace(/\/+$/, ''),
      port,
      host: values.host ?? '127.0.0.1',
      junit: values.junit,
      json: values.json,
    },
  };
};

/** Why the target cannot be proxied (unreachable, or not HTTP), or undefined when it answers HTTP. */
export const probeTarget = async (target: string, timeoutMs = 5000): Promise<string | undefined> => {
  const answer = await send({ method: 'GET', url: `${target}/`, headers: {} }, timeoutMs, true);
  if (answer.ok) return undefined;
  const error = answer.error.replace(/^network error: /, '');
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|no answer within/.test(error))
    return `cannot reach the target ${target}: ${error}`;
  return `the target ${target} does not answer HTTP (${error})`;
};
