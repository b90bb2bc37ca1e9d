/** Dark mode and remembered list preferences survive a reload. */
import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo, openApp, startDemoSession } from './helpers';
import { LIST, rows, table } from './payments-helpers';

// Each test opens its own page first: the session alone, so no page loads twice.
test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

declare global {
  interface Window {
    schemeAtFirstBody?: string | null;
  }
}

/** Notes the colour scheme on <html> when <body> appears, before the app's code has run. */
const recordSchemeBeforeApp = (page: Page) =>
  page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.schemeAtFirstBody = document.documentElement.getAttribute('data-mantine-color-scheme');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

const scheme = (page: Page) => page.locator('html');

test('dark mode survives a reload, and is there before the app has loaded', async ({ page }) => {
  await openApp(page, '/dashboard/home');
  const switcher = page.getByRole('group', { name: 'Colour scheme' });
  await switcher.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(switcher.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await recordSchemeBeforeApp(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Colour scheme' })).toBeVisible();
  expect(await page.evaluate(() => window.schemeAtFirstBody)).toBe('dark');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The page is drawn dark: the body's background is Mantine's dark-7.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(36, 36, 36)');

  // A device preference: it stays after logging out.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Back to the light scheme.
  await loginAsDemo(page);
  await page.getByRole('group', { name: 'Colour scheme' }).getByRole('button', { name: 'Light' }).click();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Colour scheme' })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('hide a column, reload: it is still hidden', async ({ page }) => {
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();
  const purpose = table(page).getByRole('columnheader', { name: 'Purpose' });
  await expect(purpose).toBeVisible();

  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Columns' });
  await menu.getByRole('checkbox', { name: 'Purpose' }).uncheck();
  await expect(purpose).toHaveCount(0);
  await menu.getByRole('radio', { name: 'Compact' }).check();
  await expect(table(page)).toHaveAttribute('data-density', 'compact');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(purpose).toHaveCount(0);
  await expect(table(page)).toHaveAttribute('data-density', 'compact');
});
