// window.__mockBackend is typed by mocks/browser.ts.
import type {} from '../../mocks/browser';
import { expect, type Page } from '@playwright/test';
import { issueToken, TOKEN_LIFETIME_SECONDS } from '../../mocks/auth';
import { SESSION_STORAGE_KEY } from '../../src/lib/session';

export const DEMO = { emailAddress: 'demo@example.com', password: 'demo1234' };

export const signIn = async (page: Page, { emailAddress, password } = DEMO) => {
  await page.getByLabel('E-mail address').fill(emailAddress);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * Starts the demo user's session without the sign-in form, as a reload of a signed-in tab does:
 * the token the mock backend issues (mocks/auth.ts) goes into the portal's storage from a static
 * file of the same origin, so no page of the app boots twice. The form itself is proven in
 * login.spec.ts and keyboard.spec.ts.
 */
export const startDemoSession = async (page: Page) => {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ key, token, expiresAt }) => localStorage.setItem(key, JSON.stringify({ token, expiresAt })),
    {
      key: SESSION_STORAGE_KEY,
      token: issueToken(DEMO.emailAddress),
      expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000,
    },
  );
};

/**
 * Opens a page of the app and waits until the app has started, which the signed-in shell shows:
 * the mock backend answers (`window.__mockBackend`, calls from the page) only from then on.
 */
export const openApp = async (page: Page, url: string) => {
  await page.goto(url);
  // The header names the user (on a phone the name is there but hidden, with the wide header's controls).
  await expect(page.getByTestId('user-full-name')).toBeAttached();
};

/**
 * Signed in as the demo user on a page of the app (home unless told), once the app has started. A
 * test that goes elsewhere names its page here rather than loading home first: each full load
 * starts the whole app and its mock backend again.
 */
export const loginAsDemo = async (page: Page, url = '/dashboard/home') => {
  await startDemoSession(page);
  await openApp(page, url);
  if (url === '/dashboard/home') await expect(page).toHaveURL(/\/dashboard\/home$/);
};

/**
 * Goes to a path of the running app the way its links do (the router follows history.pushState),
 * without the full load that would start the app and its mock backend again. The test then waits
 * for what the new screen shows, as a user would.
 */
export const goInApp = (page: Page, url: string) =>
  page.evaluate((to) => {
    const key = Math.random().toString(36).slice(2);
    const index = Number((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0);
    window.history.pushState({ __TSR_index: index + 1, key, __TSR_key: key }, '', to);
  }, url);

/** Signs in whatever the page's language: by the fields' autocomplete, not their labels. */
export const loginByForm = async (page: Page) => {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(DEMO.emailAddress);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
};
