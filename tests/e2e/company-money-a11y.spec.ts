/** axe (WCAG 2.2 AA) on the dialogs of the company money area. */
import { expect, test } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { loginAsDemo } from './helpers';
import { rowAction, rowWithLabel, waitForBankPage } from './company-money-helpers';

for (const locale of AUDIT_LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the bank account, wizard, contract and logo dialogs have no serious or critical axe finding', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      // The screens in their usual state are in the walk over every route (a11y.spec.ts): here the
      // expiring accounts, the dialogs, the consent after signing and the logo's preview.
      await loginAsDemo(page, '/dashboard/company/bankaccount?scenario=expiring-bank');
      await expect(rowWithLabel(page, 'Lastschriftkonto')).toBeVisible();
      findings.push(...(await audit(page, 'bank accounts with expiring accounts')));
      await waitForBankPage(page);
      const dialog = page.getByRole('dialog');

      await page
        .getByRole('button', { name: /^(Connect bank accounts|Bankkonten verbinden)$/ })
        .first()
        .click();
      await expect(page.frameLocator('iframe').getByRole('checkbox').first()).toBeVisible();
      findings.push(...(await audit(page, 'connect bank dialog with the stand-in widget')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await rowWithLabel(page, 'Kautionskonto').locator('[data-direct-debit="available"]').click();
      await expect(dialog.getByTestId('wizard-step-request')).toBeVisible();
      findings.push(...(await audit(page, 'direct debit wizard, request step')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const main = rowWithLabel(page, 'Geschäftskonto');
      await rowAction(main, page, locale === 'en-US' ? 'Edit' : 'Bearbeiten');
      findings.push(...(await audit(page, 'edit bank account dialog')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await rowAction(main, page, locale === 'en-US' ? 'Download transactions' : 'Umsätze herunterladen');
      findings.push(...(await audit(page, 'download transactions dialog')));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Back from the bank's signing page, a full load as the bank's redirect is.
      await page.goto('/dashboard/company/contract?code=mock-signing-code&state=x');
      await expect(dialog).toBeVisible();
      findings.push(...(await audit(page, 'contract consent dialog')));

      await navigateInApp(page, '/dashboard/company/logo');
      await page
        .getByTestId('logo-dropzone')
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+1xJ3WAAAAABJRU5ErkJggg==',
            'base64',
          ),
        });
      await expect(page.getByTestId('logo-preview')).toBeVisible();
      findings.push(...(await audit(page, 'logo page with a preview')));

      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
