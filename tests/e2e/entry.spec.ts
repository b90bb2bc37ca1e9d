import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** Fixtures of the mock backend (mocks/db/seed/entry.ts). */
const ONBOARDING = {
  id: 'onboarding-demo',
  company: 'Muster Handwerk GmbH',
  email: 'inhaber@muster-handwerk.de',
};

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const step = (page: Page, id: string) => page.getByTestId(`wizard-step-${id}`);

test.describe('onboarding wizard', () => {
  test('end to end: steps, rules, back and forth, address, summary, success and the portal', async ({
    page,
  }) => {
    await page.goto(`/onboarding/${ONBOARDING.id}`);
    await expect(page.getByText(new RegExp(ONBOARDING.company))).toBeVisible();
    await expect(button(page, 'Back')).toBeDisabled();
    await button(page, 'Continue').click();

    // Company: GmbH needs the registration number.
    await expect(textbox(page, /^Company name/)).toHaveValue(ONBOARDING.company);
    await expect(page.getByRole('combobox', { name: /^Legal form/ })).toHaveValue(/^GmbH/);
    await textbox(page, /^Company registration number/).fill('');
    await button(page, 'Continue').click();
    await expect(
      page.getByText('Company Registration Number is required if legal form is GmbH'),
    ).toBeVisible();
    await textbox(page, /^Company registration number/).fill('HRB 204518');

    // The address block: required while open, zip codes are numbers.
    await button(page, 'Add address').click();
    await button(page, 'Continue').click();
    for (const label of ['Street', 'House number', 'Zip code', 'City'])
      await expect(page.getByText(`${label} is required`)).toBeVisible();
    await textbox(page, /^Street/).fill('Marienplatz');
    await textbox(page, /^House number/).fill('8');
    await textbox(page, /^Zip code/).fill('80a31');
    await textbox(page, /^City/).fill('München');
    await button(page, 'Continue').click();
    await expect(page.getByText(/^Only numbers/)).toBeVisible();
    await textbox(page, /^Zip code/).fill('80331');
    const country = page.getByRole('combobox', { name: /^Country/ });
    await expect(country).toHaveValue('Germany');
    await country.click();
    await page.getByRole('option', { name: 'Austria' }).click();
    await expect(country).toHaveValue('Austria');
    await button(page, 'Continue').click();

    // User: the invited e-mail is read-only; passwords must match.
    await expect(step(page, 'user')).toBeVisible();
    await expect(textbox(page, /^E-mail address/)).toHaveValue(ONBOARDING.email);
    await expect(textbox(page, /^E-mail address/)).toHaveAttribute('readonly', '');
    await page.getByLabel(/^Password/).fill('Werkstatt2026');
    await page.getByLabel(/^Confirm password/).fill('Werkstatt2025');
    await button(page, 'Continue').click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill('Werkstatt2026');

    // Back and forward keep every value and the open address block.
    await button(page, 'Back').click();
    await expect(textbox(page, /^Company registration number/)).toHaveValue('HRB 204518');
    await expect(textbox(page, /^Street/)).toHaveValue('Marienplatz');
    await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue('Austria');
    await button(page, 'Continue').click();
    await expect(page.getByLabel(/^Confirm password/)).toHaveValue('Werkstatt2026');
    await button(page, 'Continue').click();

    // Summary: documents in new tabs, submit only with the terms accepted.
    await expect(page.getByTestId('onboarding-summary')).toContainText(
      'Marienplatz 8, 80331 München, Austria',
    );
    for (const name of ['Terms and conditions', 'Data processing agreement', 'Price list'])
      await expect(page.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    const submit = button(page, 'Complete onboarding');
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await expect(submit).toBeEnabled();
    await submit.click();

    // Success: signed in, no Back, on to the portal.
    await expect(page.getByText('Your company is set up')).toBeVisible();
    await expect(button(page, 'Back')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).not.toBeNull();
    await page.getByRole('link', { name: 'To the portal' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test("an agent's client may change the e-mail; a UG may leave the number empty", async ({ page }) => {
    await page.goto('/onboarding/onboarding-agent-client');
    await button(page, 'Continue').click();
    await expect(page.getByRole('combobox', { name: /^Legal form/ })).toHaveValue(/^UG/);
    await expect(textbox(page, /^Company registration number/)).toBeVisible();
    await button(page, 'Continue').click();
    const email = textbox(page, /^E-mail address/);
    await expect(email).not.toHaveAttribute('readonly');
    await email.fill('kein-e-mail');
    await button(page, 'Continue').click();
    await expect(page.getByText('E-Mail Address is required')).toBeVisible();
    await email.fill('inhaberin@cafe-sonnenschein.de');
    await page.getByLabel(/^Password/).fill('Sonnenschein1');
    await page.getByLabel(/^Confirm password/).fill('Sonnenschein1');
    await button(page, 'Continue').click();
    await expect(page.getByTestId('onboarding-summary')).toContainText('inhaberin@cafe-sonnenschein.de');
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await button(page, 'Complete onboarding').click();
    await page.getByRole('link', { name: 'To the portal' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });
});

test.describe('join', () => {
  test('joins the company, signs in and opens the dashboard', async ({ page }) => {
    await page.goto('/join/join-demo');
    await expect(textbox(page, /^E-mail address/)).toHaveValue('kollegin@baeckerei-schneider.de');
    await expect(textbox(page, /^Company/)).toHaveValue('Bäckerei Schneider GmbH');
    await button(page, 'Join').click();
    await expect(page.getByText('First Name is required')).toBeVisible();
    await textbox(page, /^First name/).fill('Jana');
    await textbox(page, /^Last name/).fill('Kollegin');
    await page.getByLabel(/^Password/).fill('Brezel2026');
    await page.getByLabel(/^Confirm password/).fill('Brezel2026');
    await button(page, 'Join').click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByTestId('user-full-name')).toHaveText('Jana Kollegin');
  });
});

test.describe('sandbox sign-up', () => {
  test('validates, signs up with a loading indicator and hides the notice after 6 seconds', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/signup');
    await button(page, 'Sign up').click();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await textbox(page, /^E-mail address/).fill('neu@sandbox-test.de');
    await button(page, 'Sign up').click();
    const notice = page.getByText('You received an E-Mail. Check your inbox.');
    await expect(notice).toBeVisible();
    await page.clock.fastForward(6100);
    await expect(notice).toBeHidden();
    await expect(page.getByRole('link', { name: 'To the login' })).toHaveAttribute('href', '/login');
  });
});

test.describe('password reset', () => {
  test('request, follow the link from the mock, set a new password and sign in with it', async ({ page }) => {
    await page.goto('/register/passwordreset/request');
    await textbox(page, /^E-mail address/).fill('demo@example.com');
    const mail = page.waitForEvent('console', (message) => message.text().includes('resetToken='));
    await button(page, 'Request reset').click();
    await expect(page.getByText('Password request successful')).toBeVisible();
    const link = /(\/register\/passwordreset\/reset\?resetToken=[^\s]+)/.exec((await mail).text())?.[1];
    expect(link).toBeTruthy();

    await page.clock.install();
    await page.goto(link ?? '');
    await page.getByLabel(/^New password/).fill('Neues-Passwort-1');
    await page.getByLabel(/^Confirm new password/).fill('Anderes-Passwort');
    await button(page, 'Save password').click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel(/^Confirm new password/).fill('Neues-Passwort-1');
    await button(page, 'Save password').click();
    await expect(page.getByText('Password reset successful')).toBeVisible();
    await expect(page.getByLabel(/^New password/)).toBeDisabled();
    await page.clock.fastForward(3100);
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { emailAddress: 'demo@example.com', password: 'Neues-Passwort-1' });
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });
});

test.describe('legacy registration', () => {
  test('registers the invited e-mail, then signs in', async ({ page }) => {
    await page.goto('/register?invitationId=register-demo');
    const email = textbox(page, /^E-mail address/);
    await expect(email).toHaveValue('neu@baeckerei-schneider.de');
    await expect(email).toBeDisabled();
    await textbox(page, /^First name/).fill('Nora');
    await textbox(page, /^Last name/).fill('Neu');
    await page.getByLabel(/^Password/).fill('kurz');
    await page.getByLabel(/^Confirm password/).fill('anders');
    await button(page, 'Create account').click();
    await expect(page.getByText('Passwords need to be at least 8 chars long').first()).toBeVisible();
    await page.getByLabel(/^Password/).fill('Sauerteig1');
    await page.getByLabel(/^Confirm password/).fill('Sauerteig2');
    await button(page, 'Create account').click();
    await expect(page.getByText('Passwords need to match')).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill('Sauerteig1');
    await button(page, 'Create account').click();
    await expect(page.getByText('Your account was successfully created')).toBeVisible();
    await page.getByRole('link', { name: 'To the login' }).first().click();
    await expect(page.getByLabel('E-mail address')).toHaveValue('neu@baeckerei-schneider.de');
    await page.getByLabel(/^Password/).fill('Sauerteig1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });
});
