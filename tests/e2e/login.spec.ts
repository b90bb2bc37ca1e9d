import { expect, test } from '@playwright/test';
import { goInApp, loginAsDemo, signIn } from './helpers';

test('the demo account reaches the dashboard shell', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use the demo account' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText('You are logged in.')).toBeVisible();
  await expect(page.getByTestId('user-full-name')).toHaveText('Anna Schneider');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Transactions');
});

test('a deep link with a query leads through login back to that page and query', async ({ page }) => {
  await page.goto('/dashboard/transactions/payments?action=new');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/transactions\/payments\?action=new$/);
});

test('after logout protected pages redirect to login', async ({ page }) => {
  await loginAsDemo(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fhome/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser/);
});

test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await loginAsDemo(first);
  const second = await context.newPage();
  await second.goto('/dashboard/home');
  await expect(second.getByTestId('user-full-name')).toBeVisible();
  await first.goto('/logout');
  await expect(second).toHaveURL(/\/login/);
});

test('a pending path leading out of the app is dropped: signing in goes home', async ({ page }) => {
  const home = /^http:\/\/localhost:\d+\/dashboard\/home$/;
  for (const payload of [
    '//evil.example/phish',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/%5C%5Cevil.example',
  ]) {
    await test.step(payload, async () => {
      // Loaded afresh, as a link from elsewhere would open it.
      await page.goto(`/login?redirect=${encodeURIComponent(payload)}`);
      await signIn(page);
      await expect(page).toHaveURL(home);
      // Signed out through the app for the next path.
      await goInApp(page, '/logout');
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});
