import { describe, expect, it } from 'vitest';
import {
  GetBrandingSettingsResponse,
  GetCompanyResponse,
  UpdateAccountSettingsResponse,
  UpdateBrandingSettingsResponse,
  UpdateCompanyResponse,
  UpdateDunningSettingsResponse,
  UpdateTermsAndConditionsResponse,
  UploadBrandBackgroundImageResponse,
  UploadCompanyLogoResponse,
} from '../../../src-generated/zod/company/company.zod';
import {
  ActivateServiceResponse,
  DeactivateServiceResponse,
  ListServicesResponse,
} from '../../../src-generated/zod/services/services.zod';
import { getDb } from '../../db/store';
import { callOperation, expectContract, expectProblem } from '../../test-helpers';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a....');

const imageForm = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'logo') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
};

const masterData = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bäckerei Schneider & Söhne GmbH',
  legalForm: 'GmbH',
  companyRegistrationNumber: 'HRB 123456',
  address: { line: 'Hauptstraße 14', zipCode: '10115', city: 'Berlin', country: 'DE' },
  contactInformation: {
    emailAddress: 'info@baeckerei-schneider.de',
    phoneNumber: '+49 30 7654321',
    websiteUrl: 'https://baeckerei-schneider.de',
  },
  vatIdentificationNumber: 'DE123456789',
  taxIdentificationNumber: '30/123/45678',
  creditorIdentifier: 'DE98ZZZ09999999999',
  ...overrides,
});

describe('company master data', () => {
  it('reads the company', async () => {
    const company = expectContract('getCompany', GetCompanyResponse, await callOperation('getCompany'));
    expect(company.name).toBe('Bäckerei Schneider GmbH');
    expect((await callOperation('getCompany', { token: null })).status).toBe(401);
  });

  it('replaces the master data and answers the company', async () => {
    const response = await callOperation('updateCompany', {
      body: masterData({
        legalForm: 'UG',
        companyRegistrationNumber: undefined,
        creditorIdentifier: undefined,
      }),
    });
    const company = expectContract('updateCompany', UpdateCompanyResponse, response);
    expect(company).toMatchObject({ name: 'Bäckerei Schneider & Söhne GmbH', legalForm: 'UG' });
    expect(company).not.toHaveProperty('companyRegistrationNumber');
    expect(company).not.toHaveProperty('creditorIdentifier');
    expect(company.accountSettings).toEqual(getDb().company.accountSettings);
    expect(
      expectContract('getCompany', GetCompanyResponse, await callOperation('getCompany')).address?.line,
    ).toBe('Hauptstraße 14');
  });

  it.each([
    ['a GmbH without registration number', { companyRegistrationNumber: ' ' }, 'companyRegistrationNumber'],
    ['an empty city', { address: { line: 'A 1', zipCode: '1011', city: '', country: 'DE' } }, 'address.city'],
    [
      'a malformed zip code',
      { address: { line: 'A 1', zipCode: '101', city: 'Berlin', country: 'DE' } },
      'address.zipCode',
    ],
    ['a malformed tax number', { taxIdentificationNumber: '12-34' }, 'taxIdentificationNumber'],
    ['a malformed VAT id', { vatIdentificationNumber: '1234' }, 'vatIdentificationNumber'],
    [
      'no website',
      { contactInformation: { emailAddress: 'info@example.de' } },
      'contactInformation.websiteUrl',
    ],
  ])('answers 400 for %s', async (_, overrides, field) => {
    const response = await callOperation('updateCompany', { body: masterData(overrides) });
    expect(response.status).toBe(400);
    expect(expectProblem(response).errors?.map((error) => error.field)).toContain(field);
    expect(getDb().company.name).toBe('Bäckerei Schneider GmbH');
  });
});

describe('logo and background image', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
  ])('stores a %s logo as a data URL', async (_, bytes, type) => {
    const company = expectContract(
      'uploadCompanyLogo',
      UploadCompanyLogoResponse,
      await callOperation('uploadCompanyLogo', { body: imageForm(bytes, type) }),
    );
    expect(company.logoUrl).toMatch(new RegExp(`^data:${type};base64,`));
    expect(expectContract('getCompany', GetCompanyResponse, await callOperation('getCompany')).logoUrl).toBe(
      company.logoUrl,
    );
  });

  it.each([
    ['a gif', imageForm(GIF, 'image/gif')],
    ['a png declared as gif', imageForm(PNG, 'image/gif')],
    ['no file', new FormData()],
  ])('refuses %s with 400', async (_, form) => {
    const response = await callOperation('uploadCompanyLogo', { body: form });
    expect(response.status).toBe(400);
    expectProblem(response);
  });

  it('refuses a JSON body and images over 2 MB', async () => {
    expect((await callOperation('uploadCompanyLogo', { body: { file: 'x' } })).status).toBe(400);
    const large = new Uint8Array(2 * 1024 * 1024 + 1);
    large.set(PNG);
    expect((await callOperation('uploadCompanyLogo', { body: imageForm(large, 'image/png') })).status).toBe(
      400,
    );
  });

  it('stores the brand background image', async () => {
    const response = await callOperation('uploadBrandBackgroundImage', {
      body: imageForm(JPEG, 'image/jpeg'),
    });
    const company = expectContract(
      'uploadBrandBackgroundImage',
      UploadBrandBackgroundImageResponse,
      response,
    );
    expect(company.brandingSettings?.backgroundImageUrl).toMatch(/^data:image\/jpeg;base64,/);
    const branding = expectContract(
      'getBrandingSettings',
      GetBrandingSettingsResponse,
      await callOperation('getBrandingSettings'),
    );
    expect(branding.backgroundImageUrl).toBe(company.brandingSettings?.backgroundImageUrl);
    expect(
      (await callOperation('uploadBrandBackgroundImage', { body: imageForm(GIF, 'image/gif') })).status,
    ).toBe(400);
  });
});

describe('settings', () => {
  it('updates the account settings and keeps the other ones', async () => {
    const body = {
      bccEmailAddressList: ['buchhaltung@baeckerei-schneider.de', 'steuerbuero@kanzlei-hoffmann.de'],
      bccSelection: ['INVOICES', 'DUNNING'],
      paymentReminderDays: 5,
      failedPaymentFee: 2.5,
      paymentReminderEnabled: true,
    };
    const company = expectContract(
      'updateAccountSettings',
      UpdateAccountSettingsResponse,
      await callOperation('updateAccountSettings', { body }),
    );
    expect(company.accountSettings).toMatchObject({ ...body, isDonationReceiptsEnabled: true });
    const invalid = await callOperation('updateAccountSettings', {
      body: { ...body, paymentReminderDays: 2, bccEmailAddressList: ['kein-mail'] },
    });
    expect(invalid.status).toBe(400);
    expect(expectProblem(invalid).errors?.length).toBe(2);
  });

  it('updates the dunning settings with the rules of enabled dunning', async () => {
    const enabled = { dunningEnabled: true, daysDunning: 14, daysReminder: 3, dunningFee: 5, maxDunnings: 2 };
    const company = expectContract(
      'updateDunningSettings',
      UpdateDunningSettingsResponse,
      await callOperation('updateDunningSettings', { body: enabled }),
    );
    expect(company.dunningServiceCreditorConfiguration).toEqual(enabled);
    const off = expectContract(
      'updateDunningSettings',
      UpdateDunningSettingsResponse,
      await callOperation('updateDunningSettings', { body: { dunningEnabled: false } }),
    );
    expect(off.dunningServiceCreditorConfiguration).toEqual({ ...enabled, dunningEnabled: false });
    for (const body of [
      { dunningEnabled: true, daysDunning: 14, daysReminder: 3, dunningFee: 5 },
      { ...enabled, dunningFee: 0 },
      { ...enabled, daysDunning: 6 },
    ]) {
      const response = await callOperation('updateDunningSettings', { body });
      expect(response.status).toBe(400);
      expectProblem(response);
    }
  });

  it('reads the branding with its defaults and updates the colours', async () => {
    delete getDb().company.brandingSettings;
    const defaults = expectContract(
      'getBrandingSettings',
      GetBrandingSettingsResponse,
      await callOperation('getBrandingSettings'),
    );
    expect(defaults).toEqual({ brandColor: '#262626', brandTextColor: '#fefefe' });
    const company = expectContract(
      'updateBrandingSettings',
      UpdateBrandingSettingsResponse,
      await callOperation('updateBrandingSettings', {
        body: { brandColor: '#086992', brandTextColor: '#FFFFFF' },
      }),
    );
    expect(company.brandingSettings).toEqual({ brandColor: '#086992', brandTextColor: '#FFFFFF' });
    const invalid = await callOperation('updateBrandingSettings', {
      body: { brandColor: 'blau', brandTextColor: '#fff' },
    });
    expect(invalid.status).toBe(400);
    expect(expectProblem(invalid).errors).toHaveLength(2);
  });

  it('updates the terms and privacy addresses', async () => {
    const body = { termsAndConditionsUrl: 'https://baeckerei-schneider.de/agb-2026' };
    const company = expectContract(
      'updateTermsAndConditions',
      UpdateTermsAndConditionsResponse,
      await callOperation('updateTermsAndConditions', { body }),
    );
    expect(company.termsAndConditionsConfiguration).toEqual({
      termsAndConditionsUrl: 'https://baeckerei-schneider.de/agb-2026',
      privacyPolicyUrl: 'https://baeckerei-schneider.de/datenschutz',
    });
    const invalid = await callOperation('updateTermsAndConditions', {
      body: { privacyPolicyUrl: 'keine url' },
    });
    expect(invalid.status).toBe(400);
    expectProblem(invalid);
  });
});

describe('services', () => {
  const services = async () =>
    expectContract('listServices', ListServicesResponse, await callOperation('listServices'));

  it('activates and deactivates services', async () => {
    const preview = (await services()).find((entry) => entry.service === 'PREVIEW');
    expect(preview?.active).toBe(true);
    const off = expectContract(
      'deactivateService',
      DeactivateServiceResponse,
      await callOperation('deactivateService', { params: { id: preview?.id ?? '' } }),
    );
    expect(off).toEqual({ ...preview, active: false });
    expect((await services()).find((entry) => entry.id === preview?.id)?.active).toBe(false);
    const again = expectContract(
      'deactivateService',
      DeactivateServiceResponse,
      await callOperation('deactivateService', { params: { id: preview?.id ?? '' } }),
    );
    expect(again.active).toBe(false);
    const on = expectContract(
      'activateService',
      ActivateServiceResponse,
      await callOperation('activateService', { body: { service: 'PREVIEW' } }),
    );
    expect(on).toEqual({ ...preview, active: true });
  });

  it('activates the agent service of a company without it, and refuses an active one', async () => {
    getDb().services = getDb().services.filter((entry) => entry.service !== 'AGENT_SERVICE');
    const agent = expectContract(
      'activateService',
      ActivateServiceResponse,
      await callOperation('activateService', { body: { service: 'AGENT_SERVICE' } }),
    );
    expect(agent).toMatchObject({ service: 'AGENT_SERVICE', active: true });
    expect((await services()).filter((entry) => entry.service === 'AGENT_SERVICE')).toEqual([agent]);
    const twice = await callOperation('activateService', { body: { service: 'AGENT_SERVICE' } });
    expect(twice.status).toBe(400);
    expect(expectProblem(twice).message).toMatch(/already active/);
  });

  it('answers 404 for an unknown service, 400 for an unknown name, 401 without token', async () => {
    const unknown = await callOperation('deactivateService', { params: { id: 'unknown' } });
    expect(unknown.status).toBe(404);
    expectProblem(unknown);
    expect((await callOperation('activateService', { body: { service: 'CAKE_SERVICE' } })).status).toBe(400);
    expect(
      (await callOperation('activateService', { body: { service: 'PREVIEW' }, token: null })).status,
    ).toBe(401);
  });
});
