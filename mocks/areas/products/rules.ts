/** The backend's rules for products and donations, beyond what the contract's schema checks. */
import type { Product } from '../../../src-generated/model/product';
import type { ProductInput } from '../../../src-generated/model/productInput';
import type { TaxRate } from '../../../src-generated/model/taxRate';
import { toBase64, type FieldError } from '../../lib/respond';

export const DONATION_OPTION_DEFAULTS = { option1: 15, option2: 25, option3: 50 } as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** An empty description becomes 'USt (rate%)' (spec 2 §5); rate -1 means no tax. */
export const describedTaxRate = (taxRate: TaxRate): TaxRate => {
  const description = taxRate.description?.trim();
  if (description) return { description, rate: taxRate.rate };
  return { description: taxRate.rate < 0 ? 'keine USt' : `USt (${taxRate.rate}%)`, rate: taxRate.rate };
};

/** A field's external identifier from its label ('Geburtsdatum' -> 'geburtsdatum'). */
export const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'feld';

export type ProductResult = { product: Product } | { errors: FieldError[] };

/**
 * Checks a create or update payload and gives the stored product. Donations carry tax rate 0 and
 * their donation figures; products lose them (switching to PRODUCT disables donation options).
 */
export const productFromInput = (
  input: ProductInput,
  base: Pick<Product, 'id' | 'createdDateTime' | 'image'>,
): ProductResult => {
  const errors: FieldError[] = [];
  const recurring = input.billingType === 'RECURRING';
  if (recurring && (!input.recurringBillingPeriod || input.recurringBillingPeriod === 'NONE')) {
    errors.push({
      field: 'recurringBillingPeriod',
      message: 'recurringBillingPeriod is required for recurring products',
    });
  }
  const product: Product = {
    id: base.id,
    name: input.name.trim() || input.name,
    productType: input.productType,
    price: input.price,
    billingType: input.billingType,
    recurringBillingPeriod: recurring ? input.recurringBillingPeriod : 'NONE',
    customFields: (input.customFields ?? [])
      .filter((field) => field.fieldLabel.trim() !== '')
      .map((field) => ({
        externalIdentifier: field.externalIdentifier || slug(field.fieldLabel),
        fieldLabel: field.fieldLabel,
        fieldType: field.fieldType,
        required: field.required ?? false,
      })),
  };
  if (input.description) product.description = input.description;
  if (base.createdDateTime) product.createdDateTime = base.createdDateTime;
  if (base.image) product.image = base.image;

  if (input.productType === 'DONATION') {
    if (input.taxRate && input.taxRate.rate > 0) {
      errors.push({ field: 'taxRate.rate', message: 'donations have tax rate 0' });
    }
    product.taxRate = { description: 'USt 0%', rate: 0 };
    const defaultAmount = input.defaultDonationAmount ?? input.price;
    if (defaultAmount < input.price) {
      errors.push({
        field: 'defaultDonationAmount',
        message: 'default donation amount has to be bigger than min price',
      });
    }
    product.defaultDonationAmount = defaultAmount;
    if (input.donationOptions) {
      const options = input.donationOptions.isEnabled
        ? { ...DONATION_OPTION_DEFAULTS, ...input.donationOptions }
        : input.donationOptions;
      for (const key of ['option1', 'option2', 'option3'] as const) {
        const value = options[key];
        if (options.isEnabled && value !== undefined && value < input.price) {
          errors.push({
            field: `donationOptions.${key}`,
            message: 'donation options have to be at least the min price',
          });
        }
      }
      product.donationOptions = options;
    }
  } else if (input.taxRate) {
    product.taxRate = describedTaxRate(input.taxRate);
  }
  return errors.length > 0 ? { errors } : { product };
};

/** A data URL keeps an uploaded image visible offline, in the browser and after a reload. */
export const imageDataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${toBase64(bytes)}`;

const MAGIC: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Whether the bytes really are what the file claims to be (a renamed PDF is not a PNG). */
export const hasImageSignature = (type: string, bytes: Uint8Array) =>
  (MAGIC[type] ?? []).every((byte, index) => bytes[index] === byte) && bytes.length > 0;

export type UploadedFile = { type: string; name?: string; bytes: () => Promise<Uint8Array> };

/**
 * The file of a multipart field. Checked by shape rather than instanceof, because under vitest's
 * jsdom the request's FormData and File come from Node, not from the window's classes.
 */
export const formFile = (form: unknown, field: string): UploadedFile | undefined => {
  if (typeof form !== 'object' || form === null || !('get' in form) || typeof form.get !== 'function') {
    return undefined;
  }
  const value: unknown = form.get(field);
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('arrayBuffer' in value) || typeof value.arrayBuffer !== 'function') return undefined;
  if (!('type' in value) || typeof value.type !== 'string') return undefined;
  const read = value.arrayBuffer.bind(value);
  return {
    type: value.type,
    name: 'name' in value && typeof value.name === 'string' ? value.name : undefined,
    bytes: async () => new Uint8Array(await read()),
  };
};

/** jpeg, jpg or png (spec 2 §5), by MIME type or, when the browser sent none, by file name. */
export const imageType = (file: Pick<UploadedFile, 'type' | 'name'>): string | undefined => {
  const type = file.type.toLowerCase();
  if (type === 'image/jpg') return 'image/jpeg';
  if ((IMAGE_TYPES as readonly string[]).includes(type)) return type;
  if (type && type !== 'application/octet-stream') return undefined;
  const name = file.name?.toLowerCase() ?? '';
  if (/\.(jpe?g)$/.test(name)) return 'image/jpeg';
  if (name.endsWith('.png')) return 'image/png';
  return undefined;
};
