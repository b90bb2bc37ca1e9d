/** axe (WCAG 2.2 AA) on the credits' dialogs and the checkouts' product picker. */
import { expect, test } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { CHECKOUTS, CREDITS } from './credits-helpers';
import { loginAsDemo } from './helpers';
import { rows } from './payments-helpers';

for (const locale of AUDIT_LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the credit dialogs and the checkouts product picker have no serious or critical axe finding', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      const dialog = page.getByRole('dialog');
      // The lists and detail pages themselves are in the walk over every route (a11y.spec.ts):
      // here the dialogs and the open picker that walk does not show.
      await loginAsDemo(page, CREDITS);
      await expect(rows(page).first()).toBeVisible();
      await rows(page).first().getByRole('button').click();
      await page.getByTestId('row-action-menu').locator('[data-action="events"]').click();
      await expect(dialog.getByTestId('credit-events')).toBeVisible();
      findings.push(...(await audit(page, 'credit events dialog')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await navigateInApp(page, `${CREDITS}?action=new`);
      await expect(dialog).toBeVisible();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('.mantine-InputWrapper-error').first()).toBeVisible();
      findings.push(...(await audit(page, 'create credit dialog with its messages')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await navigateInApp(page, `${CHECKOUTS}?states=CLOSED`);
      await expect(rows(page).first()).toBeVisible();
      await page.getByTestId('filter-bar').locator('.mantine-MultiSelect-input').nth(1).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      findings.push(...(await audit(page, 'checkouts with the product picker open')));

      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
