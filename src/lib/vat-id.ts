/**
 * VAT identification numbers (spec 3 §5): two to four letters, then letters or digits. The input
 * is masked to the German shape while typing: two capital letters, then up to nine digits.
 */
import { updateCompanyBodyVatIdentificationNumberRegExp } from '@generated/zod/company/company.zod';

export const VAT_ID_LETTERS = 2;
export const VAT_ID_DIGITS = 9;

export const isVatId = (value: string): boolean => updateCompanyBodyVatIdentificationNumberRegExp.test(value);

/** What the field keeps of what was typed or pasted: 'de 123 456 789' becomes 'DE123456789'. */
export const maskVatId = (input: string): string => {
  let letters = '';
  let digits = '';
  for (const char of input.toUpperCase()) {
    if (letters.length < VAT_ID_LETTERS) {
      if (/[A-Z]/.test(char)) letters += char;
    } else if (/[0-9]/.test(char) && digits.length < VAT_ID_DIGITS) digits += char;
  }
  return letters + digits;
};
