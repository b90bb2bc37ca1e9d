/** Real German bank codes with their BICs, and IBANs with correct check digits. */
export const germanBanks = [
  { blz: '37040044', bic: 'COBADEFFXXX', name: 'Commerzbank' },
  { blz: '10020890', bic: 'HYVEDEMM488', name: 'UniCredit Bank - HypoVereinsbank' },
  { blz: '12030000', bic: 'BYLADEM1001', name: 'Deutsche Kreditbank Berlin' },
  { blz: '50010517', bic: 'INGDDEFFXXX', name: 'ING-DiBa' },
  { blz: '43060967', bic: 'GENODEM1GLS', name: 'GLS Gemeinschaftsbank' },
  { blz: '70150000', bic: 'SSKMDEMMXXX', name: 'Stadtsparkasse München' },
  { blz: '20050550', bic: 'HASPDEHHXXX', name: 'Hamburger Sparkasse' },
  { blz: '60050101', bic: 'SOLADEST600', name: 'Landesbank Baden-Württemberg' },
] as const;

const mod97 = (digits: string) => {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
};

/** DE + check digits + bank code (8) + account number (10). */
export const germanIban = (blz: string, account: string): string => {
  const bban = `${blz}${account.padStart(10, '0')}`;
  // D = 13, E = 14; check digits from BBAN + 'DE00' moved to the end.
  const check = 98 - mod97(`${bban}131400`);
  return `DE${String(check).padStart(2, '0')}${bban}`;
};
