/** The parts of an address the rule reads (a customer's DebitorAddress has them). */
export type AddressParts = {
  line?: string;
  street?: string;
  houseNumber?: string;
  zipCode?: string;
  city?: string;
  country?: string;
};

const filled = (value: string | undefined) => Boolean(value?.trim());

/**
 * A customer's address is complete with a line, or street and house number, and zip code, city
 * and country (spec 2 §5); subscriptions and invoices need one ('customer address incomplete').
 */
export const isAddressComplete = (address: AddressParts | undefined): boolean =>
  Boolean(
    address &&
    (filled(address.line) || (filled(address.street) && filled(address.houseNumber))) &&
    filled(address.zipCode) &&
    filled(address.city) &&
    filled(address.country),
  );
