import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsDemo } from './helpers';

const TEAM = '/dashboard/company/team';
const rowWith = (page: Page, text: string) =>
  page.getByRole('tabpanel').locator('tbody tr[data-row-id]').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await loginAsDemo(page, TEAM);
  await expect(rowWith(page, DEMO.emailAddress)).toBeVisible();
});

test('invites a team member and sees the invitation under Pending', async ({ page }) => {
  const pendingTab = page.getByRole('tab', { name: /^Pending \(\d+\)$/ });
  const before = Number((await pendingTab.textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('button', { name: 'Invite team member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite team member' });
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('pia.neumann@example.de');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Invite successful.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: `Pending (${before + 1})` })).toBeVisible();
  await page.getByRole('tab', { name: `Pending (${before + 1})` }).click();
  await expect(rowWith(page, 'pia.neumann@example.de')).toBeVisible();
});
