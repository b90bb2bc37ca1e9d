/**
 * The company: master data, reminder and dunning settings, branding, terms and the logo. Every
 * update answers the whole company, as GET /company does.
 */
import type { HttpHandler } from 'msw';
import {
  UpdateAccountSettingsBody,
  UpdateBrandingSettingsBody,
  UpdateCompanyBody,
  UpdateDunningSettingsBody,
  UpdateTermsAndConditionsBody,
} from '../../../src-generated/zod/company/company.zod';
import type { Db } from '../../db/schema';
import { badRequest, ok, toBase64, fieldError } from '../../lib/respond';
import { route } from '../../lib/route';
import { imageType, readUpload } from '../../lib/uploads';

export const DEFAULT_BRAND_COLOR = '#262626';
export const DEFAULT_BRAND_TEXT_COLOR = '#fefefe';
/** The mock keeps images in its database (as data: URLs the browser can show), so it limits them. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** A PNG or JPEG upload as a data: URL, or the 400 that refuses it. */
const readImage = async (body: unknown): Promise<string | Response> => {
  const upload = await readUpload(body);
  if (typeof upload === 'string') return badRequest(upload);
  const type = imageType(upload.bytes);
  const declared = upload.type.split(';')[0]?.trim() ?? '';
  const declaredOk = !declared || declared === 'application/octet-stream' || declared === type;
  if (!type || !declaredOk) return badRequest('Only PNG or JPEG images are allowed');
  if (upload.bytes.length > MAX_IMAGE_BYTES) return badRequest('The image must not be larger than 2 MB');
  return `data:${type};base64,${toBase64(upload.bytes)}`;
};

const brandingOf = (db: Db) => ({
  ...db.company.brandingSettings,
  brandColor: db.company.brandingSettings?.brandColor ?? DEFAULT_BRAND_COLOR,
  brandTextColor: db.company.brandingSettings?.brandTextColor ?? DEFAULT_BRAND_TEXT_COLOR,
});

export const companyHandlers: HttpHandler[] = [
  route('getCompany', ({ db }) => ok(db.company)),

  // The master data form is sent whole: its optional fields that are missing are cleared.
  route('updateCompany', ({ db, body }) => {
    const update = UpdateCompanyBody.parse(body);
    if (update.legalForm === 'GmbH' && !update.companyRegistrationNumber?.trim())
      return fieldError(
        'companyRegistrationNumber',
        'Company Registration Number is required if legal form is GmbH',
      );
    db.company = {
      ...db.company,
      name: update.name,
      legalForm: update.legalForm,
      companyRegistrationNumber: update.companyRegistrationNumber?.trim() || undefined,
      address: update.address,
      contactInformation: update.contactInformation,
      vatIdentificationNumber: update.vatIdentificationNumber,
      taxIdentificationNumber: update.taxIdentificationNumber,
      termsAndConditionsConfiguration: update.termsAndConditionsConfiguration,
      creditorIdentifier: update.creditorIdentifier,
    };
    return ok(db.company);
  }),

  route('uploadCompanyLogo', async ({ db, body }) => {
    const image = await readImage(body);
    if (image instanceof Response) return image;
    db.company.logoUrl = image;
    return ok(db.company);
  }),

  route('updateAccountSettings', ({ db, body }) => {
    const settings = UpdateAccountSettingsBody.parse(body);
    db.company.accountSettings = { ...db.company.accountSettings, ...settings };
    return ok(db.company);
  }),

  route('updateDunningSettings', ({ db, body }) => {
    const settings = UpdateDunningSettingsBody.parse(body);
    if (settings.dunningEnabled) {
      const { daysDunning, daysReminder, dunningFee, maxDunnings } = settings;
      const missing = Object.entries({ daysDunning, daysReminder, dunningFee, maxDunnings }).find(
        ([, value]) => value === undefined,
      );
      if (missing) return fieldError(missing[0], `${missing[0]} is required when dunning is enabled`);
      if (!dunningFee || dunningFee <= 0) return fieldError('dunningFee', 'dunningFee must be positive');
    }
    db.company.dunningServiceCreditorConfiguration = {
      ...db.company.dunningServiceCreditorConfiguration,
      ...settings,
    };
    return ok(db.company);
  }),

  route('getBrandingSettings', ({ db }) => ok(brandingOf(db))),

  route('updateBrandingSettings', ({ db, body }) => {
    const colours = UpdateBrandingSettingsBody.parse(body);
    db.company.brandingSettings = { ...brandingOf(db), ...colours };
    return ok(db.company);
  }),

  route('uploadBrandBackgroundImage', async ({ db, body }) => {
    const image = await readImage(body);
    if (image instanceof Response) return image;
    db.company.brandingSettings = { ...brandingOf(db), backgroundImageUrl: image };
    return ok(db.company);
  }),

  route('updateTermsAndConditions', ({ db, body }) => {
    const terms = UpdateTermsAndConditionsBody.parse(body);
    db.company.termsAndConditionsConfiguration = { ...db.company.termsAndConditionsConfiguration, ...terms };
    return ok(db.company);
  }),
];
