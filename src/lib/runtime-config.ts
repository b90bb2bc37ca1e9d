/**
 * The runtime config of a production build: `/config.json`, served beside the portal, names the
 * environment and the API base URL, so one build serves dev, stage, sandbox and prod. Read once at
 * start-up; a missing or invalid file stops the portal with an error screen instead of letting it
 * call a host nobody chose.
 */
import { deployedApiOrigins, deployedEnvironments, type DeployedEnvironment } from './api-hosts';

export const RUNTIME_CONFIG_PATH = '/config.json';

export type RuntimeConfig = { environment: DeployedEnvironment; apiBaseUrl: string };

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problem: 'missing' | 'invalid'; details: string[] };

const KEYS = ['environment', 'apiBaseUrl'];

/** What is wrong with the API base URL, if anything. */
const apiBaseUrlProblem = (value: unknown): string | undefined => {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || url.protocol !== 'https:') return 'apiBaseUrl must be an https URL';
  // The Content-Security-Policy lets the portal talk to these hosts only (api-hosts.ts).
  if (!deployedApiOrigins.includes(url.origin))
    return `apiBaseUrl must be on one of the API hosts the security policy allows: ${deployedApiOrigins.join(', ')}`;
  if (url.search || url.hash) return 'apiBaseUrl must not carry a query or fragment';
  return undefined;
};

/**
 * Checks the parsed content of config.json: exactly an environment the portal can be deployed to
 * and an https API base URL on that list's hosts. Checked by hand, not with zod: the config is
 * read before the first page renders, and zod would nearly double that page's bundle.
 */
export const parseRuntimeConfig = (json: unknown): RuntimeConfigResult => {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, problem: 'invalid', details: ['config: must be an object'] };
  const details: string[] = [];
  const environment: unknown = 'environment' in json ? json.environment : undefined;
  const known = deployedEnvironments.find((name) => name === environment);
  if (!known) details.push(`environment: must be one of ${deployedEnvironments.join(', ')}`);
  const apiBaseUrl: unknown = 'apiBaseUrl' in json ? json.apiBaseUrl : undefined;
  const urlProblem = apiBaseUrlProblem(apiBaseUrl);
  if (urlProblem) details.push(`apiBaseUrl: ${urlProblem}`);
  for (const key of Object.keys(json))
    if (!KEYS.includes(key)) details.push(`config: unknown key "${key}" (expected ${KEYS.join(', ')})`);
  if (!known || typeof apiBaseUrl !== 'string' || details.length)
    return { ok: false, problem: 'invalid', details };
  return { ok: true, config: { environment: known, apiBaseUrl: apiBaseUrl.replace(/\/+$/, '') } };
};

/**
 * Fetches and checks config.json. A host that answers every unknown path with the app's
 * index.html (a common single-page setup) counts as missing, not as invalid JSON; the content
 * type is not relied on, since a server may not know `.json`.
 */
export const loadRuntimeConfig = async (fetcher: typeof fetch = fetch): Promise<RuntimeConfigResult> => {
  let response: Response;
  let text: string;
  try {
    response = await fetcher(RUNTIME_CONFIG_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    text = await response.text();
  } catch (error) {
    return { ok: false, problem: 'missing', details: [String(error)] };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('html') || text.trimStart().startsWith('<'))
    return { ok: false, problem: 'missing', details: [`${RUNTIME_CONFIG_PATH}: ${response.status} ${type}`] };
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return { ok: false, problem: 'invalid', details: [`${RUNTIME_CONFIG_PATH} is not JSON`] };
  }
};
