/**
 * The SEPA creditor identifier (spec 1 §5): two capital letters, two digits, three letters or
 * digits, then 5 to 28 letters or digits, as the contract states it.
 */
import { updateCompanyBodyCreditorIdentifierRegExp } from '@generated/zod/company/company.zod';

export const CREDITOR_IDENTIFIER_EXAMPLE = 'DE98ZZZ09999999999';

export const isCreditorIdentifier = (value: string): boolean =>
  updateCompanyBodyCreditorIdentifierRegExp.test(value);
