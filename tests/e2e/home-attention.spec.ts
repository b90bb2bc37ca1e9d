import { expect, test } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { loginAsDemo } from './helpers';

for (const locale of AUDIT_LOCALES)
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the home with every item counted and the filtered lists have no serious axe finding', async ({
      page,
    }) => {
      // axe on a page with a chart takes a while on a shared machine.
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      await loginAsDemo(page, '/dashboard/home?scenario=expiring-bank');
      await expect(page.locator('[data-attention] a')).toHaveCount(7);
      await expect(page.locator('.recharts-surface')).toBeVisible();
      findings.push(...(await audit(page, 'home')));
      await page.locator('[data-attention="expiringBankAccounts"] a').click();
      await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
      findings.push(...(await audit(page, 'expiring bank accounts')));
      await navigateInApp(page, '/dashboard/home');
      await page.locator('[data-attention="disabledWebhooks"] a').click();
      await expect(page.locator('tbody tr').first()).toBeVisible();
      findings.push(...(await audit(page, 'disabled webhooks')));
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
