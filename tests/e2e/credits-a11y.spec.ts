/** axe (WCAG 2.2 AA) on the credits, credit notes and checkouts screens and dialogs. */
import { expect, test } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { CHECKOUTS, CREDIT_NOTES, CREDITS } from './credits-helpers';
import { loginByForm as signInByForm } from './helpers';
import { rows } from './payments-helpers';

for (const locale of AUDIT_LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the lists, detail pages and dialogs have no serious or critical axe finding', async ({ page }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      const dialog = page.getByRole('dialog');
      const firstRowId = async () => (await rows(page).first().getAttribute('data-row-id')) ?? '';
      await signInByForm(page);

      await page.goto(CREDITS);
      await expect(rows(page).first()).toBeVisible();
      const creditId = await firstRowId();
      await rows(page).first().getByRole('button').click();
      await page.getByTestId('row-action-menu').locator('[data-action="events"]').click();
      await expect(dialog.getByTestId('credit-events')).toBeVisible();
      findings.push(...(await audit(page, 'credit events dialog')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto(`${CREDITS}?action=new`);
      await expect(dialog).toBeVisible();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('.mantine-InputWrapper-error').first()).toBeVisible();
      findings.push(...(await audit(page, 'create credit dialog with its messages')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await navigateInApp(page, `${CREDITS}/${creditId}`);
      await expect(page.getByTestId('detail-timeline')).toBeVisible();
      findings.push(...(await audit(page, 'credit detail')));

      await navigateInApp(page, `${CREDIT_NOTES}?statuses=PAID`);
      await expect(rows(page).first()).toBeVisible();
      findings.push(...(await audit(page, 'credit notes list')));
      const noteId = await firstRowId();
      await navigateInApp(page, `${CREDIT_NOTES}/${noteId}`);
      await expect(page.getByTestId('detail-timeline')).toBeVisible();
      findings.push(...(await audit(page, 'credit note detail')));

      await navigateInApp(page, `${CHECKOUTS}?states=CLOSED`);
      await expect(rows(page).first()).toBeVisible();
      await page.getByTestId('filter-bar').locator('.mantine-MultiSelect-input').nth(1).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      findings.push(...(await audit(page, 'checkouts with the product picker open')));
      await page.keyboard.press('Escape');
      const checkoutId = await firstRowId();
      await navigateInApp(page, `/dashboard/transactions/checkouts/${checkoutId}`);
      await expect(page.getByTestId('detail-timeline')).toBeVisible();
      findings.push(...(await audit(page, 'checkout detail')));

      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
