/** Where the backend is and how the portal was built. Read once from Vite's environment. */
export const apiEnvironments = ['local', 'dev', 'stage', 'sandbox', 'prod'] as const;
export type ApiEnvironment = (typeof apiEnvironments)[number];

/**
 * Backend hosts per environment. `local` is the mock server (`npm run mock:server`), which the
 * in-browser mock also answers for. Set VITE_API_BASE_URL to use any other host.
 */
export const apiBaseUrls: Record<ApiEnvironment, string> = {
  local: 'http://localhost:4010',
  dev: 'https://api.dev.portal.example',
  stage: 'https://api.stage.portal.example',
  sandbox: 'https://api.sandbox.portal.example',
  prod: 'https://api.portal.example',
};

const isApiEnvironment = (value: unknown): value is ApiEnvironment =>
  apiEnvironments.some((environment) => environment === value);

export const apiEnvironment: ApiEnvironment = isApiEnvironment(import.meta.env.VITE_API_ENV)
  ? import.meta.env.VITE_API_ENV
  : 'local';

export const resolveApiBaseUrl = (environment: ApiEnvironment, override: string | undefined): string =>
  (override?.trim() || apiBaseUrls[environment]).replace(/\/+$/, '');

export const apiBaseUrl = resolveApiBaseUrl(apiEnvironment, import.meta.env.VITE_API_BASE_URL);

declare global {
  interface Window {
    /** Set by a deployment (or the mock backend's production scenario) before the portal starts. */
    __PORTAL_CONFIG__?: { environment?: string };
  }
}

/** Production hides what only test environments offer, such as the contract page. */
export const isProduction = (): boolean =>
  (typeof window !== 'undefined' && window.__PORTAL_CONFIG__?.environment
    ? window.__PORTAL_CONFIG__.environment
    : apiEnvironment) === 'prod';

/** The small red build label appears only when a version is set at build time. */
export const buildVersion: string | undefined = import.meta.env.VITE_APP_VERSION || undefined;

export const mockEnabled = import.meta.env.VITE_MOCK === 'true';
