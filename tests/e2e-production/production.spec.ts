/**
 * The production build as shipped: it runs under its Content-Security-Policy without a single
 * violation, reads its backend from /config.json, and without a valid one shows an error screen
 * (in English and German) instead of calling any host.
 */
import { expect, test } from '@playwright/test';
import { API, serveApi, serveConfig, watchForeignRequests, watchPolicy } from './production-helpers';

const STAGE_CONFIG = JSON.stringify({ environment: 'stage', apiBaseUrl: API });

test('without config.json it shows the error screen, calls no backend and breaks no policy', async ({
  page,
  baseURL,
}, testInfo) => {
  const policy = await watchPolicy(page);
  const foreign = watchForeignRequests(page, baseURL ?? '');
  await serveConfig(page, undefined);

  await page.goto('/login');
  const screen = page.getByTestId('config-error');
  await expect(screen.getByRole('heading', { name: 'The portal is not set up' })).toBeVisible();
  await expect(screen).toContainText('has no configuration file (config.json)');
  await expect(screen).toContainText('/config.json: 404');
  await page.screenshot({ path: testInfo.outputPath('config-error-en.png'), fullPage: true });

  await page.getByText('DE', { exact: true }).click();
  await expect(screen.getByRole('heading', { name: 'Das Portal ist nicht eingerichtet' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('config-error-de.png'), fullPage: true });

  expect(foreign).toEqual([]);
  expect(await policy.violations()).toEqual([]);
  expect(policy.console()).toEqual([]);
});

test('an invalid config.json names what is wrong', async ({ page }) => {
  const policy = await watchPolicy(page);
  await serveConfig(page, JSON.stringify({ environment: 'stage', apiBaseUrl: 'http://localhost:4010' }));
  await page.goto('/login');
  const screen = page.getByTestId('config-error');
  await expect(screen).toContainText('(config.json) is not valid');
  await expect(screen).toContainText('apiBaseUrl must be an https URL');
  expect(await policy.violations()).toEqual([]);
});

test('with its config it signs in and shows the dashboard under the policy, without a violation', async ({
  page,
  baseURL,
}) => {
  const policy = await watchPolicy(page);
  const foreign = watchForeignRequests(page, baseURL ?? '');
  await serveConfig(page, STAGE_CONFIG);
  await serveApi(page, baseURL ?? '');

  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Bäckerei Schneider GmbH' })).toBeVisible();
  await expect(page.getByText('You are logged in.')).toBeVisible();
  // The company's logo is an http address: its initials instead, and no request for it.
  await expect(page.getByRole('banner').getByTestId('company-logo-initials')).toHaveText('BS');

  // Every call went to the configured backend, none to a build-time host (nor the http logo).
  expect(foreign.length).toBeGreaterThan(0);
  expect(foreign.every((url) => url.startsWith(`${API}/`))).toBe(true);
  expect(await policy.violations()).toEqual([]);
  expect(policy.console()).toEqual([]);
});

test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
  const policy = await watchPolicy(page);
  await serveConfig(page, STAGE_CONFIG);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await policy.violations()).map((v) => v.directive))
    .toContain('script-src-elem');
});
