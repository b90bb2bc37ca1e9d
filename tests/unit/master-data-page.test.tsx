import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http } from 'msw';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { fill, renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async () => {
  signInAsDemo();
  const app = await renderApp('/dashboard/company/masterdata');
  const form = await screen.findByRole('form', { name: 'Master data' });
  return { app, form };
};

const field = (form: HTMLElement, label: string | RegExp) =>
  within(form).getByRole('textbox', { name: label });

describe('master data (spec 3 §2.10, §5)', () => {
  it('shows the saved master data', async () => {
    const { form } = await open();
    expect(field(form, /^Company name/)).toHaveValue('Bäckerei Schneider GmbH');
    expect(within(form).getByRole('combobox', { name: /^Legal form/ })).toHaveValue(
      'GmbH (limited liability company)',
    );
    expect(field(form, /^Company registration number/)).toHaveValue('HRB 123456');
    expect(field(form, /^Street and house number/)).toHaveValue('Hauptstraße 12');
    expect(field(form, /^Zip code/)).toHaveValue('10115');
    expect(field(form, /^VAT identification number/)).toHaveValue('DE123456789');
    expect(field(form, /^Tax number/)).toHaveValue('30/123/45678');
    expect(field(form, /^Creditor identifier/)).toHaveValue('DE98ZZZ09999999999');
  });

  it('names the required fields and checks zip code, e-mail and web address', async () => {
    const { app, form } = await open();
    for (const label of [/^Company name/, /^Street and house number/, /^City/, /^Contact e-mail/, /^Website/])
      await app.user.clear(field(form, label));
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Company name is required')).toBeInTheDocument();
    for (const text of [
      'Street and house number is required',
      'City is required',
      'Contact e-mail address is required',
      'Website is required',
    ])
      expect(within(form).getByText(text)).toBeInTheDocument();

    await app.user.clear(field(form, /^Zip code/));
    await app.user.type(field(form, /^Zip code/), '1O115');
    await app.user.type(field(form, /^Contact e-mail/), 'info@');
    await app.user.type(field(form, /^Website/), 'not a site');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Only numbers (e.g. 10115, 1010 or 12-345)')).toBeInTheDocument();
    expect(within(form).getByText('Invalid email address.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a web address, e.g. https://example.de')).toBeInTheDocument();
  });

  it('asks for the registration number for a GmbH, offers it for a UG and hides it otherwise', async () => {
    const { app, form } = await open();
    await app.user.clear(field(form, /^Company registration number/));
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Company Registration Number is required if legal form is GmbH'),
    ).toBeInTheDocument();

    const legalForm = within(form).getByRole('combobox', { name: /^Legal form/ });
    await app.user.click(legalForm);
    await app.user.click(await screen.findByRole('option', { name: /^UG/ }));
    // Offered, but optional: an empty number is fine for a UG.
    expect(field(form, /^Company registration number/)).toHaveValue('');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Masterdata updated.')).toBeInTheDocument();
    expect(
      within(form).queryByText('Company Registration Number is required if legal form is GmbH'),
    ).not.toBeInTheDocument();

    await app.user.click(legalForm);
    await app.user.click(await screen.findByRole('option', { name: 'AG (stock corporation)' }));
    expect(
      within(form).queryByRole('textbox', { name: /^Company registration number/ }),
    ).not.toBeInTheDocument();
  });

  it('checks the VAT id, the German tax number and the creditor identifier', async () => {
    const { app, form } = await open();
    const vat = field(form, /^VAT identification number/);
    await app.user.clear(vat);
    await app.user.type(vat, 'de 987 654 321 0');
    expect(vat).toHaveValue('DE987654321');
    await app.user.clear(vat);
    await app.user.type(vat, 'd');
    const tax = field(form, /^Tax number/);
    await app.user.clear(tax);
    await app.user.type(tax, '2893181508152');
    const creditor = field(form, /^Creditor identifier/);
    await app.user.clear(creditor);
    await app.user.type(creditor, 'DE98ZZZ0999');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'Enter two to four letters followed by letters or digits, e.g. DE123456789.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText(/^Enter a German tax number/)).toBeInTheDocument();
    expect(within(form).getByText('Creditor id invalid: e.g. DE98ZZZ09999999999.')).toBeInTheDocument();
  });

  it('saves the whole form with PATCH /company and says so', async () => {
    const requests = recordRequests();
    const { app, form } = await open();
    await app.user.click(within(form).getByRole('combobox', { name: /^Legal form/ }));
    await app.user.click(await screen.findByRole('option', { name: 'AG (stock corporation)' }));
    const tax = field(form, /^Tax number/);
    await app.user.clear(tax);
    await app.user.type(tax, '93815/08152');
    const website = field(form, /^Website/);
    await app.user.clear(website);
    await fill(app.user, website, 'baeckerei-schneider.de');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Masterdata updated.')).toBeInTheDocument();
    const patch = requests.find('PATCH', '/company').at(-1);
    expect(patch?.body).toEqual({
      name: 'Bäckerei Schneider GmbH',
      legalForm: 'AG',
      address: { line: 'Hauptstraße 12', zipCode: '10115', city: 'Berlin', country: 'DE' },
      contactInformation: {
        emailAddress: 'info@baeckerei-schneider.de',
        phoneNumber: '+49 30 1234567',
        websiteUrl: 'https://baeckerei-schneider.de',
      },
      vatIdentificationNumber: 'DE123456789',
      taxIdentificationNumber: '9381508152',
      termsAndConditionsConfiguration: {
        termsAndConditionsUrl: 'https://baeckerei-schneider.de/agb',
        privacyPolicyUrl: 'https://baeckerei-schneider.de/datenschutz',
      },
      creditorIdentifier: 'DE98ZZZ09999999999',
    });
    expect(getDb().company.legalForm).toBe('AG');
    expect(getDb().company.companyRegistrationNumber).toBeUndefined();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('keeps what was typed when the update fails', async () => {
    const { app, form } = await open();
    setFault('updateCompany', { status: 500, times: 1 });
    const name = field(form, /^Company name/);
    await app.user.clear(name);
    await fill(app.user, name, 'Bäckerei Schneider & Söhne GmbH');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Settings update error: your changes were not saved.'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Bäckerei Schneider & Söhne GmbH');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(getDb().company.name).toBe('Bäckerei Schneider GmbH');
  });

  it('shows a field the server refused at the field, in the words of the server', async () => {
    const { app, form } = await open();
    server.use(
      http.patch(api('/company'), () =>
        HttpResponse.json(
          {
            message: 'Validation errors',
            status: 'BAD_REQUEST',
            errors: [{ field: 'name', message: 'Company name: already registered' }],
          },
          { status: 400 },
        ),
      ),
    );
    const name = field(form, /^Company name/);
    await app.user.type(name, ' Zwei');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Settings update error: your changes were not saved.'),
    ).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Company name: already registered'));
    expect(name).toHaveValue('Bäckerei Schneider GmbH Zwei');
  });
});
