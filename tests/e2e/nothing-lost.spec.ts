/**
 * Nothing a user typed is lost: a 401 while saving (sign in again over the page), a failed save
 * and its retry, leaving a half-filled invoice, a draft after a reload, another user after a
 * logout, and the browser going offline. What the server holds is read through the page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, CUSTOMERS } from './customers-helpers';
import { issueToken } from '../../mocks/auth';
import { SESSION_STORAGE_KEY } from '../../src/lib/session';
import { DEMO, loginAsDemo, signIn } from './helpers';

const INVOICES = '/dashboard/transactions/invoices';

type Customers = { _embedded: { debitors: { emailAddress: string; lastName?: string }[] } };

/** How many customers the server holds with this e-mail address. */
const customersWith = async (page: Page, email: string) => {
  const { _embedded } = await apiGet<Customers>(
    page,
    `/debitors?size=1000&search=${encodeURIComponent(email)}`,
  );
  return _embedded.debitors.filter((customer) => customer.emailAddress === email).length;
};

const newCustomer = async (page: Page, email: string) => {
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Greta');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Bleibtreu');
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
  return dialog;
};

const expectTyped = async (dialog: Locator, email: string) => {
  await expect(dialog.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Bleibtreu');
  await expect(dialog.getByRole('textbox', { name: /^E-mail address/ })).toHaveValue(email);
};

const newInvoice = async (page: Page, description: string) => {
  await page.getByRole('button', { name: 'Create invoice', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  const position = dialog.getByRole('group', { name: 'Position 1' });
  await position.getByLabel(/^Description/).fill(description);
  return { dialog, description: position.getByLabel(/^Description/) };
};

/** A second member of the team, with a password of their own. */
const addTeamMember = async (page: Page) => {
  const second = { emailAddress: 'zweite.person@example.de', password: 'geheim-1234' };
  await page.evaluate(async ({ emailAddress, password }) => {
    const token = (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token: string }).token;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const api = 'http://localhost:4010/teammembers/invitations';
    const invited = await fetch(api, { method: 'POST', headers, body: JSON.stringify({ emailAddress }) });
    const { id } = (await invited.json()) as { id: string };
    const registration = {
      invitationId: id,
      emailAddress,
      firstName: 'Zoe',
      lastName: 'Zweite',
      password,
      passwordConfirmation: password,
    };
    await fetch(`${api}/${id}/join`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ invitationId: id, registration }),
    });
  }, second);
  return second;
};

/** A new invoice opens empty, with no draft offered. */
const expectNoDraftOffered = async (page: Page) => {
  await page.getByRole('link', { name: 'Invoices' }).first().click();
  await page.getByRole('button', { name: 'Create invoice', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await expect(dialog.getByRole('group', { name: 'Position 1' }).getByLabel(/^Description/)).toHaveValue('');
  await expect(dialog.getByRole('region', { name: 'Unsaved input' })).toHaveCount(0);
};

/** The draft is written once typing rests; a reload right after must find it. */
const draftKept = (page: Page) =>
  page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.startsWith('portal.draft.')));

test('a 401 on saving a new customer: sign in again in the dialog, created once with what was typed', async ({
  page,
}) => {
  await loginAsDemo(page, CUSTOMERS);
  const email = 'greta.bleibtreu@example.de';
  const dialog = await newCustomer(page, email);
  await page.evaluate(() => window.__mockBackend?.setFault('createDebitor', { status: 401, times: 1 }));
  await dialog.getByRole('button', { name: 'Create customer' }).click();

  const again = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(again.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(DEMO.emailAddress);
  await again.getByLabel(/^Password/).fill('not-the-password');
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again.getByText('Error while logging in')).toBeVisible();
  await again.getByLabel(/^Password/).fill(DEMO.password);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByText('New debtor created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/debtors/);
  expect(await customersWith(page, email)).toBe(1);
});

test('a save that fails on the network keeps the form; a double-clicked retry creates once', async ({
  page,
}) => {
  await loginAsDemo(page, CUSTOMERS);
  const email = 'greta.netz@example.de';
  const dialog = await newCustomer(page, email);
  await page.evaluate(() =>
    window.__mockBackend?.setFault('createDebitor', { networkError: true, times: 1 }),
  );
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'The customer could not be created' }),
  ).toBeVisible();
  await expectTyped(dialog, email);

  await page.evaluate(() => window.__mockBackend?.setFault('createDebitor', { latencyMs: 600, times: 1 }));
  await dialog.getByRole('button', { name: 'Create customer' }).dblclick();
  await expect(page.getByText('New debtor created')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await customersWith(page, email)).toBe(1);
});

test('leaving a half-filled invoice asks; Cancel stays with the input; Leave throws it away, Back too; nothing asks when nothing was typed', async ({
  page,
}) => {
  // Opened by its address, as the palette and the home's shortcuts do.
  await loginAsDemo(page, `${INVOICES}?action=new`);
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  const description = dialog.getByRole('group', { name: 'Position 1' }).getByLabel(/^Description/);
  await description.fill('Roggenbrot 1 kg');
  const noDrafts = () =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('portal.draft.')));

  // Home, through the palette (the dialog covers the navigation).
  const toHome = async () => {
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    await palette.getByRole('combobox').fill('Home');
    await palette.getByRole('option', { name: /^Home/ }).first().click();
  };
  await toHome();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/transactions\/invoices/);
  await expect(description).toHaveValue('Roggenbrot 1 kg');

  // Leave: the input is gone, as the question says; Back shows the list, not the form again.
  await toHome();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bäckerei Schneider GmbH' })).toBeVisible();
  expect(await noDrafts()).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/transactions\/invoices/);
  await expect(page).not.toHaveURL(/action=new/);
  await expect(page.getByRole('button', { name: 'Create invoice', exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Closing the dialog asks too; leaving discards the input and its draft.
  await newInvoice(page, 'Roggenbrot 1 kg');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(dialog).toBeHidden();
  expect(await noDrafts()).toEqual([]);

  await page.getByRole('button', { name: 'Create invoice', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
});

test('an invoice draft is offered back after a reload and restored', async ({ page }) => {
  await loginAsDemo(page, INVOICES);
  await newInvoice(page, 'Dinkelbrötchen, 40 Stück');
  await draftKept(page);
  // Closing or reloading the tab asks first (the browser's own question): accepted here.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (question) => {
      resolve(question.type());
      void question.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');

  await page.getByRole('button', { name: 'Create invoice', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  const offer = dialog.getByRole('region', { name: 'Unsaved input' });
  await expect(offer).toContainText(/^Restore the invoice you started at \d\d:\d\d\?/);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(dialog.getByRole('group', { name: 'Position 1' }).getByLabel(/^Description/)).toHaveValue(
    'Dinkelbrötchen, 40 Stück',
  );
});

test('a second user signing in after a logout sees none of the first user’s drafts or cached rows', async ({
  page,
}) => {
  await loginAsDemo(page, INVOICES);
  const second = await addTeamMember(page);
  await newInvoice(page, 'Nur für Anna');
  await draftKept(page);
  // A saved list view is the first user's setting: it stays, filed under that user.
  await page.evaluate(() => localStorage.setItem('portal.views.payments@demo@example.com|x', '[]'));

  page.once('dialog', (question) => void question.accept());
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  const left = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(left.filter((key) => key.startsWith('portal.draft.') || key === 'portal.session')).toEqual([]);
  expect(left).toContain('portal.views.payments@demo@example.com|x');

  await signIn(page, second);
  await expect(page.getByTestId('user-full-name')).toHaveText('Zoe Zweite');
  await expectNoDraftOffered(page);
});

test('another user signing in in another tab: this tab shows nothing of the first user’s', async ({
  page,
  context,
}) => {
  await loginAsDemo(page, INVOICES);
  const second = await addTeamMember(page);
  await newInvoice(page, 'Nur für Anna');
  await draftKept(page);

  // The other tab's sign-in, as it reaches this one: the shared session now holds the second user's token.
  const other = await context.newPage();
  await other.goto('/favicon.svg');
  await other.evaluate(
    ({ key, token }) =>
      localStorage.setItem(key, JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 })),
    { key: SESSION_STORAGE_KEY, token: issueToken(second.emailAddress) },
  );

  await expect(page.getByTestId('user-full-name')).toHaveText('Zoe Zweite');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('dialog', { name: 'New invoice' })).toHaveCount(0);
  await expectNoDraftOffered(page);
});

test('offline: a banner, lists keep their rows, a write is refused and the form stays', async ({
  page,
  context,
}) => {
  await loginAsDemo(page, CUSTOMERS);
  const email = 'greta.offline@example.de';
  const dialog = await newCustomer(page, email);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You are offline: nothing was saved.');
  await expectTyped(dialog, email);
  await expect(page.locator('tbody tr').first()).toBeAttached();

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog).toBeHidden();
  expect(await customersWith(page, email)).toBe(1);
});

test('offline, a link to a page whose code is not loaded keeps the page and says why', async ({
  page,
  context,
}) => {
  // The alerts' code arrives slowly: offline before it would have, were the shell shown without it.
  const slowly = () => new Promise((resolve) => setTimeout(resolve, 2_000));
  await page.route('**/notifications-container-*.js', (route) => slowly().then(() => route.continue()));
  await loginAsDemo(page);
  // The home has painted both its parts: the chart's code is here.
  await expect(page.getByRole('region', { name: 'Payments by state' }).getByRole('table')).toBeAttached();
  await context.setOffline(true);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Developer').click();
  await nav.getByRole('link', { name: 'Webhooks' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'this page has not been loaded yet' }),
  ).toContainText(
    'You are offline: this page has not been loaded yet, so it cannot open until the connection is back. You stay on this page.',
  );
  // The tab was not reloaded into the browser's offline page: the portal and its address stay.
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('group', { name: 'Pending transactions' })).toBeVisible();

  await context.setOffline(false);
  await nav.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/dashboard\/developer\/webhook$/);
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
});
