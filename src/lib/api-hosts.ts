/**
 * The backend of every environment: the one list the api client, the runtime config's check and
 * the Content-Security-Policy (`connect-src`) share. Pure data, so the build (vite.config.ts) can
 * read it too. A new environment or host is added here, and the portal rebuilt.
 */
export const apiEnvironments = ['local', 'dev', 'stage', 'sandbox', 'prod'] as const;
export type ApiEnvironment = (typeof apiEnvironments)[number];

/** Where a production build can be deployed: every environment but the local mock server. */
export const deployedEnvironments = ['dev', 'stage', 'sandbox', 'prod'] as const;
export type DeployedEnvironment = (typeof deployedEnvironments)[number];

/**
 * Backend hosts per environment. `local` is the mock server (`npm run mock:server`), which the
 * in-browser mock also answers for.
 */
export const apiBaseUrls: Record<ApiEnvironment, string> = {
  local: 'http://localhost:4010',
  dev: 'https://api.dev.portal.example',
  stage: 'https://api.stage.portal.example',
  sandbox: 'https://api.sandbox.portal.example',
  prod: 'https://api.portal.example',
};

/** The API origins a production build may talk to (its CSP's connect-src). */
export const deployedApiOrigins = deployedEnvironments.map(
  (environment) => new URL(apiBaseUrls[environment]).origin,
);
