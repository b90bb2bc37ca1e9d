/**
 * The runtime config of a production build: `/config.json`, served beside the portal, names the
 * environment and the API base URL, so one build serves dev, stage, sandbox and prod. Read once at
 * start-up; a missing or invalid file stops the portal with an error screen instead of letting it
 * call a host nobody chose.
 */
import { z } from 'zod';
import { deployedApiOrigins, deployedEnvironments } from './api-hosts';

export const RUNTIME_CONFIG_PATH = '/config.json';

/** Later checks run even after the URL check failed, so they must not throw on a non-URL. */
const parts = (value: string) => (URL.canParse(value) ? new URL(value) : undefined);

export const RuntimeConfigSchema = z
  .object({
    environment: z.enum(deployedEnvironments),
    apiBaseUrl: z
      .url({ protocol: /^https$/, error: 'apiBaseUrl must be an https URL' })
      .refine((value) => deployedApiOrigins.includes(parts(value)?.origin ?? ''), {
        // The Content-Security-Policy lets the portal talk to these hosts only (api-hosts.ts).
        error: `apiBaseUrl must be on one of the API hosts the security policy allows: ${deployedApiOrigins.join(', ')}`,
      })
      .refine((value) => !parts(value)?.search && !parts(value)?.hash, {
        error: 'apiBaseUrl must not carry a query or fragment',
      })
      .transform((value) => value.replace(/\/+$/, '')),
  })
  .strict();
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problem: 'missing' | 'invalid'; details: string[] };

/** Checks the parsed content of config.json. */
export const parseRuntimeConfig = (json: unknown): RuntimeConfigResult => {
  const parsed = RuntimeConfigSchema.safeParse(json);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problem: 'invalid',
    details: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`),
  };
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
