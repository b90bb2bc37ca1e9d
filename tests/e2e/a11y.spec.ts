/**
 * axe (WCAG 2.2 AA) on every route of the app and the main dialogs in English, and on a sample of
 * every kind of screen in German and in the dark scheme: any serious or critical finding fails. One
 * test per run shares one signed-in page.
 */
import { expect, test, type Page } from '@playwright/test';
import { audit, describeFindings, FULL_AUDIT, navigateInApp, type Finding } from './a11y-helpers';
import { appRoutes, type Fixtures } from './app-routes';
import { DEMO } from './helpers';
import { LIST, rows } from './payments-helpers';
import { watchPolicy } from './policy-watch';

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

/** Fills and sends the sign-in form shown, whatever the page's language (by autocomplete). */
const signInHere = async (page: Page) => {
  await page.locator('input[autocomplete="username"]').fill(DEMO.emailAddress);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
};

/** The public routes need no ids of the backend's data. */
const NO_IDS: Fixtures = {
  paymentId: '',
  invoiceId: '',
  creditId: '',
  creditNoteId: '',
  checkoutId: '',
  customerPaths: ['', ''],
};

const auditDialogs = async (page: Page): Promise<Finding[]> => {
  const findings: Finding[] = [];
  await navigateInApp(page, LIST);
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
const SAMPLE = new Set([
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

// The dark scheme (the system's, which the portal follows until the user chooses) in English only:
// there the walk measures contrast alone (see audit), the one thing the scheme changes.
const runs = [
  { locale: 'en-US', colorScheme: 'light', every: true },
  { locale: 'de-DE', colorScheme: 'light', every: FULL_AUDIT },
  { locale: 'en-US', colorScheme: 'dark', every: FULL_AUDIT },
] as const;

for (const { locale, colorScheme, every } of runs) {
  test.describe(`in ${locale}${colorScheme === 'dark' ? ', dark' : ''}`, () => {
    test.use({ locale, colorScheme });

    const title = every
      ? 'every route and the main dialogs have no serious or critical axe finding'
      : 'a screen of each kind and the main dialogs have no serious or critical axe finding';
    test(title, async ({ page }, testInfo) => {
      test.setTimeout(360_000);
      const findings: Finding[] = [];
      // The walk also proves the mock build runs under its Content-Security-Policy.
      const policy = await watchPolicy(page);

      // Public routes first, before signing in (signed in, they would lead to the dashboard).
      await page.goto('/login');
      const publicRoutes = appRoutes(NO_IDS).filter(
        ({ route, signedIn }) => !signedIn && (every || SAMPLE.has(route)),
      );
      for (const { route, url } of publicRoutes) {
        await navigateInApp(page, url);
        findings.push(...(await audit(page, route)));
      }
      await navigateInApp(page, '/no/such/page');
      findings.push(...(await audit(page, 'not found')));

      // Then signed in through the form, and on through the app as its links go: each full load
      // would start the app and its mock backend again.
      await navigateInApp(page, '/login');
      await signInHere(page);
      const needed = (route: string) => every || SAMPLE.has(route);
      const firstRowOf = async (list: string) => {
        await navigateInApp(page, list);
        const id = await rows(page).first().getAttribute('data-row-id');
        if (!id) throw new Error(`${list} shows no row`);
        return id;
      };
      const idOf = async (route: string, list: string) => (needed(route) ? firstRowOf(list) : '');
      const paymentId = await idOf('/dashboard/transactions/payments/$id', LIST);
      const invoiceId = await idOf(
        '/dashboard/transactions/invoices/$id',
        '/dashboard/transactions/invoices?statuses=CANCELLED',
      );
      const creditId = await idOf('/dashboard/transactions/credits/$id', '/dashboard/transactions/credits');
      const creditNoteId = await idOf(
        '/dashboard/transactions/credit-notes/$id',
        '/dashboard/transactions/credit-notes?statuses=PAID',
      );
      const checkoutId = await idOf(
        '/dashboard/transactions/checkouts/$id',
        '/dashboard/checkouts?states=CLOSED',
      );
      await navigateInApp(page, '/dashboard/debtors');
      const customerPath = async (index: number) => {
        const link = await rows(page).nth(index).getByRole('link').getAttribute('href');
        if (!link) throw new Error('the customer list shows too few customers');
        return link.replace(/\/payments$/, '');
      };
      const routes = appRoutes({
        paymentId,
        invoiceId,
        creditId,
        creditNoteId,
        checkoutId,
        customerPaths: [await customerPath(0), await customerPath(1)],
      }).filter(({ route, signedIn }) => signedIn && needed(route));

      for (const { route, url } of routes) {
        await navigateInApp(page, url);
        findings.push(...(await audit(page, route)));
      }
      findings.push(...(await auditDialogs(page)));

      await testInfo.attach('axe-findings.json', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
      expect(findings, describeFindings(findings)).toEqual([]);
      expect(policy.console()).toEqual([]);
    });
  });
}
