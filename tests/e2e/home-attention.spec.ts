import { expect, test } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { loginAsDemo } from './helpers';
import { LIST, rows, statusOf } from './payments-helpers';

test("the attention list's 'charged back' link opens the payments list filtered to CHARGED_BACK", async ({
  page,
}) => {
  await loginAsDemo(page);
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  const link = attention.getByRole('link', { name: /payments? (was|were) charged back$/ });
  // Seven counts load at once beside the tiles; a loaded machine needs a while for all of them.
  await expect(link).toBeVisible({ timeout: 30_000 });
  const count = Number((await link.textContent())?.match(/^\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?states=${encodeURIComponent('["CHARGED_BACK"]')}$`));
  await expect(rows(page).first()).toBeVisible();
  for (const status of await rows(page).all()) await expect(statusOf(status)).toHaveText('Charged back');
  await expect(page.getByTestId('pager-range')).toHaveText(new RegExp(`of ${count}$`));
});

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
