// window.__mockBackend is typed by mocks/browser.ts.
import type {} from '../../mocks/browser';
import { expect, type Page } from '@playwright/test';

export const DEMO = { emailAddress: 'demo@example.com', password: 'demo1234' };

export const signIn = async (page: Page, { emailAddress, password } = DEMO) => {
  await page.getByLabel('E-mail address').fill(emailAddress);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

export const loginAsDemo = async (page: Page) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
};

/** Signs in whatever the page's language: by the fields' autocomplete, not their labels. */
export const loginByForm = async (page: Page) => {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(DEMO.emailAddress);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
};
