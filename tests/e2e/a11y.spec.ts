/**
 * axe (WCAG 2.2 AA) on every route of the app and the main dialogs in English, and on a sample of
 * every kind of screen in German and in the dark scheme: any serious or critical finding fails.
 * Every route is also visited in German for its words. The English walk, at 1280x720, also checks
 * that nothing covers a control (covered-controls.ts). The walk runs in parts of a few routes
 * (route-walk.ts), each a test of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { coveredControls } from './covered-controls';
import { audit, describeFindings, FULL_AUDIT, navigateInApp, settled, type Finding } from './a11y-helpers';
import { loginAsDemo } from './helpers';
import { LIST, rows } from './payments-helpers';
import { watchPolicy } from './policy-watch';
import { routeSample, screenProblems, walk, walkParts } from './route-walk';

/** Opens the row menu of the first payment that offers the action. */
const openMenuOffering = async (page: Page, action: string) => {
  for (const row of await rows(page).all()) {
    await row.locator('button[aria-haspopup="menu"]').click();
    const menu = page.getByTestId('row-action-menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    if ((await menu.locator(`[data-action="${action}"]`).count()) > 0) return menu;
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  throw new Error(`no payment on the first page offers ${action}`);
};

const auditDialogs = async (page: Page): Promise<Finding[]> => {
  const findings: Finding[] = [];
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('filter-bar').locator('.mantine-DatePickerInput-input').first().click();
  await expect(page.locator('.mantine-DatePickerInput-calendarHeader').first()).toBeVisible();
  findings.push(...(await audit(page, 'date picker open')));
  await page.keyboard.press('Escape');
  await expect(page.locator('.mantine-DatePickerInput-calendarHeader')).toHaveCount(0);

  const menu = await openMenuOffering(page, 'cancel');
  findings.push(...(await audit(page, 'row menu open')));
  await menu.locator('[data-action="cancel"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await audit(page, 'cancel payment dialog')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await navigateInApp(page, `${LIST}?action=new`);
  // The dialog's code loads on demand.
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  findings.push(...(await audit(page, 'new payment dialog')));
  return findings;
};

/**
 * The German walk and the dark one visit one screen of each kind rather than all of them: a
 * language changes only texts (every key has its German value: the translations' parity test), and
 * the dark scheme only colours, which come from the same few components on every screen. Each kind
 * is here: public forms, the onboarding wizard, home, lists with their status badges and filters,
 * detail pages, customer tabs, settings forms, the product and link lists, team, Not found.
 */
const SAMPLE = routeSample([
  '/login',
  '/signup',
  '/onboarding/$invitationId',
  '/register/passwordreset/reset',
  '/dashboard/home',
  '/dashboard/transactions/payments',
  '/dashboard/transactions/payments/$id',
  '/dashboard/transactions/invoices',
  '/dashboard/transactions/invoices/$id',
  '/dashboard/transactions/subscriptions',
  '/dashboard/debtors',
  '/dashboard/debtors/$id/$email/$tab',
  '/dashboard/checkouts/products',
  '/dashboard/company/bankaccount',
  '/dashboard/company/settings',
  '/dashboard/company/team',
  '/dashboard/developer/webhook',
]);

/**
 * English audits every route; German audits the sample but checks the words of every route (a key
 * the code asks for that exists in no file shows as the key itself); the dark scheme audits the
 * sample. Every screen visited is also checked for exactly one current navigation entry.
 */
const sampled = (route: string) => FULL_AUDIT || SAMPLE.has(route);
/**
 * Routes per test: a part takes well under a minute on a quiet machine. A part audited throughout
 * is shorter; the German walk audits a sample, so its parts are longer (fewer starts of the app).
 */
const AUDITED_PART = 7;
const SAMPLED_PART = 12;

const runs = [
  {
    locale: 'en-US',
    colorScheme: 'light',
    audits: () => true,
    visitsAll: true,
    covered: true,
    size: AUDITED_PART,
  },
  {
    locale: 'de-DE',
    colorScheme: 'light',
    audits: sampled,
    visitsAll: true,
    covered: false,
    size: SAMPLED_PART,
  },
  {
    locale: 'en-US',
    colorScheme: 'dark',
    audits: sampled,
    visitsAll: FULL_AUDIT,
    covered: false,
    size: AUDITED_PART,
  },
] as const;

for (const { locale, colorScheme, audits, visitsAll, covered, size } of runs) {
  test.describe(`in ${locale}${colorScheme === 'dark' ? ', dark' : ''}: no serious or critical axe finding, no key without its text, one current navigation entry${covered ? ', no control covered' : ''}`, () => {
    test.use({ locale, colorScheme });

    for (const part of walkParts(size, visitsAll ? undefined : audits)) {
      test(`walk, ${part.name}`, async ({ page }, testInfo) => {
        const findings: Finding[] = [];
        const problems: string[] = [];
        // The walk also proves the mock build runs under its Content-Security-Policy.
        const policy = await watchPolicy(page);
        await walk(page, part, async (route) => {
          if (audits(route.route)) findings.push(...(await audit(page, route.route)));
          else await settled(page);
          problems.push(...(await screenProblems(page, route)));
          if (covered) problems.push(...(await coveredControls(page, route.route)));
        });
        await testInfo.attach('axe-findings.json', {
          body: JSON.stringify(findings, null, 2),
          contentType: 'application/json',
        });
        expect(findings, describeFindings(findings)).toEqual([]);
        expect(problems).toEqual([]);
        expect(policy.console()).toEqual([]);
      });
    }

    test('the main dialogs have no serious or critical axe finding', async ({ page }) => {
      await loginAsDemo(page, LIST);
      const findings = await auditDialogs(page);
      expect(findings, describeFindings(findings)).toEqual([]);
      if (colorScheme === 'dark') return;
      // The audit sees what it should, also when axe was injected by an earlier audit of the page.
      await page.evaluate(() =>
        document.body.append(Object.assign(document.createElement('button'), { id: 'probe' })),
      );
      const probe = await audit(page, 'a button without a name');
      expect(probe.map(({ rule, targets }) => `${rule} ${targets.join()}`)).toEqual(['button-name #probe']);
    });
  });
}
