import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFault } from '../../mocks/node';
import { isSignedIn } from '@/lib/session';
import { AGENT_CLIENT, EXISTING_USER_ONBOARDING, ONBOARDING, recordRequests } from '../entry-fixtures';
import {
  accept,
  back,
  combobox,
  field,
  fillAddress,
  fillPasswords,
  next,
  openWizard,
  submit,
  toCompany,
  toSummary,
} from './onboarding-steps';
import { renderApp } from '../render';
import { shownValues } from './wizard-steps';

describe('onboarding wizard (spec 1 §2, §4, §5, §8)', () => {
  it('starts on Welcome with Back disabled, then shows the prefilled company', async () => {
    const app = await openWizard();
    expect(screen.getByText(new RegExp(ONBOARDING.company))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await toCompany(app);
    expect(field(/^Company name/)).toHaveValue(ONBOARDING.company);
    expect(combobox(/^Legal form/)).toHaveValue('GmbH (limited liability company)');
    expect(field(/^Company registration number/)).toHaveValue(ONBOARDING.registrationNumber);
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('validates the company step before moving on', async () => {
    const app = await openWizard();
    await toCompany(app);
    await app.user.clear(field(/^Company name/));
    await app.user.clear(field(/^Company registration number/));
    await next(app);
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Company Registration Number is required if legal form is GmbH'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-company')).toBeInTheDocument();
  });

  it('asks for the registration number for GmbH (required) and UG (optional), not for a GbR', async () => {
    const app = await openWizard();
    await toCompany(app);
    await app.user.clear(field(/^Company registration number/));
    await app.user.click(combobox(/^Legal form/));
    await app.user.click(await screen.findByRole('option', { name: /UG \(haftungsbeschränkt\)/ }));
    expect(field(/^Company registration number/)).toBeInTheDocument();
    await next(app);
    expect(await screen.findByTestId('wizard-step-user')).toBeInTheDocument();
    await back(app);
    await app.user.click(combobox(/^Legal form/));
    await app.user.click(await screen.findByRole('option', { name: /GbR/ }));
    expect(screen.queryByRole('textbox', { name: /^Company registration number/ })).not.toBeInTheDocument();
  });

  it('makes the address required while its block is open, and checks the zip code', async () => {
    const app = await openWizard();
    await toCompany(app);
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
    await toCompany(app);
    await fillAddress(app, zipCode);
    await next(app);
    expect(await screen.findByTestId('wizard-step-user')).toBeInTheDocument();
  });

  it('keeps every field, the open address block and the accepted terms from the summary back and forward', async () => {
    const app = await openWizard(AGENT_CLIENT.id);
    await toCompany(app);
    const retype = async (label: RegExp, text: string) => {
      await app.user.clear(field(label));
      await app.user.paste(text);
    };
    const shown = async (step: string) => shownValues(await screen.findByTestId(`wizard-step-${step}`));
    await retype(/^Company name/, 'Café Mondschein UG');
    await app.user.click(combobox(/^Legal form/));
    await app.user.click(await screen.findByRole('option', { name: /UG \(haftungsbeschränkt\)/ }));
    await retype(/^Company registration number/, 'HRB 4711');
    await fillAddress(app, '80331');
    await app.user.click(combobox(/^Country/));
    await app.user.click(await screen.findByRole('option', { name: 'Austria' }));
    const company = await shown('company');
    await next(app);
    await screen.findByTestId('wizard-step-user');
    await retype(/^First name/, 'Mira');
    await retype(/^Last name/, 'Sonnleitner');
    await retype(/^E-mail/, 'mira@cafe-mondschein.de');
    await fillPasswords(app);
    const user = await shown('user');
    await next(app);
    await screen.findByTestId('wizard-step-summary');
    await accept(app);
    const summary = await shown('summary');

    await back(app);
    expect(await shown('user')).toEqual(user);
    await back(app);
    expect(await shown('company')).toEqual(company);
    expect(field(/^Company registration number/)).toHaveValue('HRB 4711');
    await next(app);
    await screen.findByTestId('wizard-step-user');
    await next(app);
    expect(await shown('summary')).toEqual(summary);
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
  });

  it('validates the user step: names, passwords, confirmation', async () => {
    const app = await openWizard();
    await toCompany(app);
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
    await fillPasswords(app, 'anders123');
    await next(app);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('shows the invited e-mail read-only, except for an agent client', async () => {
    const app = await openWizard();
    await toCompany(app);
    await next(app);
    expect(await screen.findByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('readonly');
    app.unmount();

    const agent = await openWizard(AGENT_CLIENT.id);
    await toCompany(agent);
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
    const send = screen.getByRole('button', { name: 'Complete onboarding' });
    expect(send).toBeDisabled();
    for (const name of ['Terms and conditions', 'Data processing agreement', 'Price list']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await accept(app);
    await waitFor(() => expect(send).toBeEnabled());
    await accept(app);
    expect(await screen.findByText('You must accept the Terms and Conditions')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeDisabled());
  });

  it('submits, shows Success without Back, signs in and leads to the portal', async () => {
    const requests = recordRequests();
    const app = await openWizard();
    await toCompany(app);
    await fillAddress(app);
    await next(app);
    await screen.findByTestId('wizard-step-user');
    await fillPasswords(app);
    await next(app);
    const summary = await screen.findByTestId('onboarding-summary');
    expect(within(summary).getByText('Hauptstraße 7a, 10115 Berlin, Germany')).toBeInTheDocument();
    await accept(app);
    await submit(app);

    expect(await screen.findByTestId('wizard-completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(isSignedIn()).toBe(true);
    expect(requests.bodies('/portal/onboarding')).toEqual([
      {
        companyName: ONBOARDING.company,
        companyLegalForm: 'GmbH',
        companyRegistrationNumber: ONBOARDING.registrationNumber,
        firstName: ONBOARDING.firstName,
        lastName: ONBOARDING.lastName,
        emailAddress: ONBOARDING.email,
        password: 'geheim123',
        passwordConfirmation: 'geheim123',
        acceptTermsAndConditions: true,
        invitationId: ONBOARDING.id,
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
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
  });

  it("answers HTTP 400 with 'User with that E-Mail already exists' and keeps the input", async () => {
    const app = await openWizard(EXISTING_USER_ONBOARDING);
    await toCompany(app);
    await next(app);
    await screen.findByTestId('wizard-step-user');
    await app.user.type(field(/^First name/), 'Anna');
    await app.user.type(field(/^Last name/), 'Schneider');
    await fillPasswords(app);
    await next(app);
    await screen.findByTestId('wizard-step-summary');
    await accept(app);
    await submit(app);
    expect(await screen.findByText('User with that E-Mail already exists')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-summary')).toBeInTheDocument();
    expect(isSignedIn()).toBe(false);
    await back(app);
    expect(field(/^First name/)).toHaveValue('Anna');
  });

  it('shows a generic error for other failures', async () => {
    setFault('createOnboarding', { status: 500, message: 'Database down' });
    const app = await openWizard();
    await toSummary(app);
    await accept(app);
    await submit(app);
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });

  it('goes to /404 when the invitation cannot be loaded', async () => {
    const app = await renderApp('/onboarding/onboarding-used');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('speaks German, with German legal forms, countries and messages', async () => {
    const app = await openWizard(ONBOARDING.id, 'de');
    expect(screen.getByRole('heading', { name: 'Firmen-Onboarding' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('combobox', { name: /^Rechtsform/ })).toHaveValue(
      'GmbH (Gesellschaft mit beschränkter Haftung)',
    );
    await app.user.clear(field(/^Handelsregisternummer/));
    await app.user.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    expect(combobox(/^Land/)).toHaveValue('Deutschland');
    await app.user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText('Handelsregisternummer ist bei der Rechtsform GmbH erforderlich'),
    ).toBeInTheDocument();
    expect(screen.getByText('Straße ist erforderlich')).toBeInTheDocument();
  });
});
