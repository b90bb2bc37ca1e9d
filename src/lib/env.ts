/**
 * Where the backend is and how the portal was built. Development, tests and mock builds read it
 * from Vite's environment; a production build from /config.json at start-up (runtime-config.ts).
 */
import { apiBaseUrls, apiEnvironments, type ApiEnvironment } from './api-hosts';

export { apiBaseUrls, apiEnvironments, type ApiEnvironment } from './api-hosts';

const isApiEnvironment = (value: unknown): value is ApiEnvironment =>
  apiEnvironments.some((environment) => environment === value);

export const apiEnvironment: ApiEnvironment = isApiEnvironment(import.meta.env.VITE_API_ENV)
  ? import.meta.env.VITE_API_ENV
  : 'local';

export const resolveApiBaseUrl = (environment: ApiEnvironment, override: string | undefined): string =>
  (override?.trim() || apiBaseUrls[environment]).replace(/\/+$/, '');

/** The build-time backend: development, tests and mock builds. */
const buildTimeApiBaseUrl = resolveApiBaseUrl(apiEnvironment, import.meta.env.VITE_API_BASE_URL);

/**
 * A production build reads its backend at start-up (build once, deploy anywhere); development,
 * `npm start` and the mock build keep VITE_API_BASE_URL and VITE_API_ENV. Spelled out so that the
 * production build folds it to true.
 */
export const usesRuntimeConfig = import.meta.env.PROD && import.meta.env.VITE_MOCK !== 'true';

let runtime: { environment: ApiEnvironment; apiBaseUrl: string } | undefined;

/** Set once at start-up from /config.json (production builds only). */
export const setRuntimeEnvironment = (config: { environment: ApiEnvironment; apiBaseUrl: string }) => {
  runtime = config;
};

/** A production build never falls back to a build-time host: without its config it does not call. */
export const getApiBaseUrl = (): string => {
  if (runtime) return runtime.apiBaseUrl;
  if (usesRuntimeConfig) throw new Error('The runtime config (/config.json) has not been loaded.');
  return buildTimeApiBaseUrl;
};

declare global {
  interface Window {
    /** Set by the mock backend's production scenario before the portal starts. */
    __PORTAL_CONFIG__?: { environment?: string };
  }
}

/** Production hides what only test environments offer, such as the contract page. */
export const isProduction = (): boolean =>
  ((typeof window !== 'undefined' && window.__PORTAL_CONFIG__?.environment) ||
    runtime?.environment ||
    apiEnvironment) === 'prod';

/** The small red build label appears only when a version is set at build time. */
export const buildVersion: string | undefined = import.meta.env.VITE_APP_VERSION || undefined;

export const mockEnabled = import.meta.env.VITE_MOCK === 'true';
