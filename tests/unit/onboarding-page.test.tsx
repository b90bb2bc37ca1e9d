import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setFault } from '../../mocks/node';
import { isSignedIn } from '@/lib/session';
import { installEntryHandlers, received } from '../entry-handlers';
import { renderApp, type AppRender } from '../render';

beforeEach(installEntryHandlers);

const next = (app: AppRender) => app.user.click(screen.getByRole('button', { name: 'Continue' }));
const back = (app: AppRender) => app.user.click(screen.getByRole('button', { name: 'Back' }));
const field = (label: RegExp | string) => screen.getByRole('textbox', { name: label });
const password = (label: RegExp) => screen.getByLabelText(label);

const openWizard = async (url = '/onboarding/onboarding-demo', language = 'en') => {
  const app = await renderApp(url, { language });
  await screen.findByTestId('wizard-step-welcome');
  return app;
};

const fillUser = async (app: AppRender) => {
  await app.user.type(password(/^Password/), 'geheim123');
  await app.user.type(password(/^Confirm password/), 'geheim123');
};

/** From Welcome to Summary with the prefilled company and user. */
const toSummary = async (app: AppRender) => {
  await next(app);
  await app.user.type(field(/Company registration number/), 'HRB 12345');
  await next(app);
  await screen.findByTestId('wizard-step-user');
  await fillUser(app);
  await next(app);
  await screen.findByTestId('wizard-step-summary');
};

describe('onboarding wizard (spec 1 §2, §4, §5, §8)', () => {
  it('starts on Welcome with Back disabled and the invitation prefilled', async () => {
    const app = await openWizard();
    expect(screen.getByText(/Muster Handwerk GmbH/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await next(app);
    expect(await screen.findByTestId('wizard-step-company')).toBeInTheDocument();
    expect(field(/Company name/)).toHaveValue('Muster Handwerk GmbH');
    expect(screen.getByRole('combobox', { name: /^Legal form/ })).toHaveValue(
      'GmbH (limited liability company)',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('validates the company step before moving on', async () => {
    const app = await openWizard();
    await next(app);
    await app.user.clear(field(/Company name/));
    await next(app);
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Company Registration Number is required if legal form is GmbH'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-company')).toBeInTheDocument();
  });

  it('asks for the registration number for GmbH (required) and UG (optional), not for a GbR', async () => {
    const app = await openWizard();
    await next(app);
    expect(field(/Company registration number/)).toBeInTheDocument();
    const legalForm = screen.getByRole('combobox', { name: /^Legal form/ });
    await app.user.click(legalForm);
    await app.user.click(await screen.findByRole('option', { name: /UG \(haftungsbeschränkt\)/ }));
    expect(field(/Company registration number/)).toBeInTheDocument();
    await next(app);
    expect(await screen.findByTestId('wizard-step-user')).toBeInTheDocument();
    await back(app);
    await app.user.click(screen.getByRole('combobox', { name: /^Legal form/ }));
    await app.user.click(await screen.findByRole('option', { name: /GbR/ }));
    expect(screen.queryByRole('textbox', { name: /Company registration number/ })).not.toBeInTheDocument();
  });

  it('makes the address required while its block is open, and checks the zip code', async () => {
    const app = await openWizard();
    await next(app);
    await app.user.type(field(/Company registration number/), 'HRB 12345');
    const toggle = screen.getByRole('button', { name: 'Add address' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Remove address' })).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(screen.getByLabelText('Clear country'));
    await next(app);
    for (const label of ['Street', 'House number', 'Zip code', 'City', 'Country'])
      expect(await screen.findByText(`${label} is required`)).toBeInTheDocument();
    await app.user.type(field(/^Zip code/), '12a45');
    await app.user.tab();
    expect(await screen.findByText(/^Only numbers/)).toBeInTheDocument();
    // Closing the block drops its rules: the step can be left.
    await app.user.click(screen.getByRole('button', { name: 'Remove address' }));
    await next(app);
    expect(await screen.findByTestId('wizard-step-user')).toBeInTheDocument();
  });

  it.each(['12345', '1234', '12-345', '123-45', '12 34'])('accepts the zip code %s', async (zipCode) => {
    const app = await openWizard();
    await next(app);
    await app.user.type(field(/Company registration number/), 'HRB 12345');
    await app.user.click(screen.getByRole('button', { name: 'Add address' }));
    await app.user.type(field(/^Street/), 'Hauptstraße');
    await app.user.type(field(/^House number/), '1');
    await app.user.type(field(/^Zip code/), zipCode);
    await app.user.type(field(/^City/), 'Berlin');
    await next(app);
    expect(await screen.findByTestId('wizard-step-user')).toBeInTheDocument();
  });

  it('keeps the values and the open address block when going back and forth', async () => {
    const app = await openWizard();
    await next(app);
    await app.user.type(field(/Company registration number/), 'HRB 12345');
    await app.user.click(screen.getByRole('button', { name: 'Add address' }));
    await app.user.type(field(/^Street/), 'Hauptstraße');
    await app.user.type(field(/^House number/), '7a');
    await app.user.type(field(/^Zip code/), '10115');
    await app.user.type(field(/^City/), 'Berlin');
    await next(app);
    await screen.findByTestId('wizard-step-user');
    await app.user.type(field(/^First name/), 'x');
    await back(app);
    expect(field(/Company registration number/)).toHaveValue('HRB 12345');
    expect(field(/^Street/)).toHaveValue('Hauptstraße');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('Germany');
    await next(app);
    expect(field(/^First name/)).toHaveValue('Maxx');
  });

  it('validates the user step: names, passwords, confirmation', async () => {
    const app = await openWizard();
    await next(app);
    await app.user.type(field(/Company registration number/), 'HRB 12345');
    await next(app);
    await screen.findByTestId('wizard-step-user');
    // The step starts untouched: no message before the user has done anything.
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await app.user.clear(field(/^First name/));
    await app.user.clear(field(/^Last name/));
    await next(app);
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await app.user.type(password(/^Password/), 'geheim123');
    await app.user.type(password(/^Confirm password/), 'anders123');
    await next(app);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('shows the invited e-mail read-only, except for an agent client', async () => {
    const app = await openWizard();
    await next(app);
    await app.user.type(field(/Company registration number/), 'HRB 12345');
    await next(app);
    expect(await screen.findByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('readonly');
    app.unmount();

    const agent = await openWizard('/onboarding/onboarding-agent-client');
    await next(agent);
    await agent.user.type(field(/Company registration number/), 'HRB 1');
    await next(agent);
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    expect(email).not.toHaveAttribute('readonly');
    await agent.user.clear(email);
    await agent.user.type(email, 'not-an-address');
    await next(agent);
    expect(await screen.findByText('E-Mail Address is required')).toBeInTheDocument();
  });

  it('keeps submit disabled until the terms are accepted, links the documents in new tabs', async () => {
    const app = await openWizard();
    await toSummary(app);
    const submit = screen.getByRole('button', { name: 'Complete onboarding' });
    expect(submit).toBeDisabled();
    for (const name of ['Terms and conditions', 'Data processing agreement', 'Price list']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    await app.user.click(terms);
    await waitFor(() => expect(submit).toBeEnabled());
    await app.user.click(terms);
    expect(await screen.findByText('You must accept the Terms and Conditions')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it('submits, shows Success without Back, signs in and leads to the portal', async () => {
    const app = await openWizard();
    await next(app);
    await app.user.type(field(/Company registration number/), 'HRB 12345');
    await app.user.click(screen.getByRole('button', { name: 'Add address' }));
    await app.user.type(field(/^Street/), 'Hauptstraße');
    await app.user.type(field(/^House number/), '7a');
    await app.user.type(field(/^Zip code/), '10115');
    await app.user.type(field(/^City/), 'Berlin');
    await next(app);
    await screen.findByTestId('wizard-step-user');
    await fillUser(app);
    await next(app);
    const summary = await screen.findByTestId('onboarding-summary');
    expect(within(summary).getByText('Hauptstraße 7a, 10115 Berlin, Germany')).toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Complete onboarding' }));

    expect(await screen.findByTestId('wizard-completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(isSignedIn()).toBe(true);
    expect(received.onboarding).toEqual([
      {
        companyName: 'Muster Handwerk GmbH',
        companyLegalForm: 'GmbH',
        companyRegistrationNumber: 'HRB 12345',
        firstName: 'Max',
        lastName: 'Muster',
        emailAddress: 'inhaber@muster-handwerk.de',
        password: 'geheim123',
        passwordConfirmation: 'geheim123',
        acceptTermsAndConditions: true,
        invitationId: 'onboarding-demo',
        invitationType: 'ONBOARD_COMPANY',
        address: {
          street: 'Hauptstraße',
          houseNumber: '7a',
          zipCode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
      },
    ]);
    await app.user.click(screen.getByRole('link', { name: 'To the portal' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/dashboard/));
  });

  it("answers HTTP 400 with 'User with that E-Mail already exists' and keeps the input", async () => {
    const app = await openWizard('/onboarding/onboarding-agent-client');
    await next(app);
    await app.user.type(field(/Company registration number/), 'HRB 1');
    await next(app);
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    await app.user.clear(email);
    await app.user.type(email, 'demo@example.com');
    await app.user.type(field(/^First name/), 'Klara');
    await app.user.type(field(/^Last name/), 'Klient');
    await fillUser(app);
    await next(app);
    await app.user.click(await screen.findByRole('checkbox', { name: /I accept the terms/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('User with that E-Mail already exists')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-summary')).toBeInTheDocument();
    expect(isSignedIn()).toBe(false);
    await back(app);
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('demo@example.com');
  });

  it('shows a generic error for other failures', async () => {
    setFault('createOnboarding', { status: 500, message: 'Database down' });
    const app = await openWizard();
    await toSummary(app);
    await app.user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });

  it('goes to /404 when the invitation cannot be loaded', async () => {
    const app = await renderApp('/onboarding/no-such-invitation');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('speaks German, with German legal forms, countries and messages', async () => {
    const app = await openWizard('/onboarding/onboarding-demo', 'de');
    expect(screen.getByRole('heading', { name: 'Firmen-Onboarding' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('combobox', { name: /^Rechtsform/ })).toHaveValue(
      'GmbH (Gesellschaft mit beschränkter Haftung)',
    );
    await app.user.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    expect(screen.getByRole('combobox', { name: /^Land/ })).toHaveValue('Deutschland');
    await app.user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText('Handelsregisternummer ist bei der Rechtsform GmbH erforderlich'),
    ).toBeInTheDocument();
    expect(screen.getByText('Straße ist erforderlich')).toBeInTheDocument();
  });
});
