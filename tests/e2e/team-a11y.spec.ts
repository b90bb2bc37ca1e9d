/** axe (WCAG 2.2 AA) on the team, services and marketplace screens and dialogs. */
import { expect, test, type Page } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { loginAsDemo } from './helpers';

const rows = (page: Page) => page.getByTestId('data-table').locator('tbody tr[data-row-id]');

/** Opens the first row's menu that has one and picks its last action (the destructive one). */
const openLastRowAction = async (page: Page) => {
  await page.locator('tbody button[aria-haspopup="menu"]:visible').first().click();
  await page.getByTestId('row-action-menu').getByRole('menuitem').last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
};

for (const locale of AUDIT_LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('team, services and marketplace have no serious or critical axe finding', async ({ page }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      // The screens themselves are in the walk over every route (a11y.spec.ts): here the states and
      // dialogs that walk does not open.
      await loginAsDemo(page, '/dashboard/company/team');
      await expect(rows(page).first()).toBeVisible();
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByRole('tabpanel').locator('tbody tr[data-row-id]').first()).toBeVisible();
      findings.push(...(await audit(page, 'team, pending tab')));
      await page
        .locator('main header button, main button')
        .filter({ hasText: /Invite|einladen/ })
        .first()
        .click();
      await page.getByRole('dialog').locator('button[type="submit"]').click();
      await expect(page.getByRole('dialog').locator('[aria-invalid="true"]')).toBeVisible();
      findings.push(...(await audit(page, 'team invite dialog with an error')));
      await closeDialog(page);
      await openLastRowAction(page);
      findings.push(...(await audit(page, 'team remove dialog')));
      await closeDialog(page);

      await navigateInApp(page, '/dashboard/connected-accounts');
      await expect(rows(page).first()).toBeVisible();
      await page
        .locator('main button')
        .filter({ hasText: /Invite client|Mandant einladen/ })
        .click();
      await expect(page.getByRole('dialog').locator('textarea')).toBeVisible();
      findings.push(...(await audit(page, 'invite client dialog')));
      await closeDialog(page);
      await openLastRowAction(page);
      findings.push(...(await audit(page, 'remove client dialog')));
      await closeDialog(page);

      await navigateInApp(page, '/dashboard/company/services');
      await expect(page.getByRole('region').first()).toBeVisible();
      await page.getByRole('region').first().getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await audit(page, 'deactivate service dialog')));
      await closeDialog(page);

      // A new company: the agent service is inactive, so activating it asks for its terms.
      await page.goto('/dashboard/company/services?scenario=fresh');
      await page.getByRole('region').last().getByRole('button').click();
      await expect(page.getByRole('dialog').getByRole('checkbox')).toBeVisible();
      findings.push(...(await audit(page, 'agent terms dialog')));

      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
