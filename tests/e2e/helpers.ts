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
