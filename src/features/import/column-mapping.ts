/**
 * Which column of the file feeds which field of an import row, and the guess from the headers
 * (English and German names, case, spaces, hyphens and umlauts ignored).
 */
export type ImportField = {
  key: string;
  required: boolean;
  /** Header names that mean this field, normalised (see normaliseHeader). */
  names: readonly string[];
};

/** Field key to column index (null: not mapped). */
export type ColumnMapping = Record<string, number | null>;

export const METADATA_KEYS = ['metadata1', 'metadata2', 'metadata3'] as const;

/** 'E-Mail-Adresse' and 'e_mail adresse' both become 'emailadresse'; 'Straße' becomes 'strasse'. */
export const normaliseHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

const metadataNames = (position: number) => [
  `metadata${position}`,
  `metadaten${position}`,
  `meta${position}`,
  `zusatzfeld${position}`,
];

export const metadataFields: ImportField[] = METADATA_KEYS.map((key, index) => ({
  key,
  required: false,
  names: metadataNames(index + 1),
}));

export const personFields: ImportField[] = [
  { key: 'firstName', required: true, names: ['firstname', 'givenname', 'forename', 'vorname'] },
  {
    key: 'lastName',
    required: true,
    names: ['lastname', 'surname', 'familyname', 'nachname', 'familienname'],
  },
  {
    key: 'emailAddress',
    required: true,
    names: ['emailaddress', 'email', 'mail', 'emailadresse', 'mailadresse'],
  },
];

export const purposeField: ImportField = {
  key: 'purpose',
  required: true,
  names: ['purpose', 'description', 'reference', 'verwendungszweck', 'zweck', 'beschreibung'],
};

/**
 * Each field takes the first column whose normalised header is one of its names; a column feeds
 * at most one field. Metadata slots left empty take the remaining columns in order (a customer
 * number or a cost centre travels with the payment); the user sees and can clear them.
 */
export const guessMapping = (headers: readonly string[], fields: readonly ImportField[]): ColumnMapping => {
  const normalised = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    const index = normalised.findIndex(
      (header, column) => !taken.has(column) && field.names.includes(header),
    );
    mapping[field.key] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  const rest = headers.map((_, column) => column).filter((column) => !taken.has(column) && headers[column]);
  for (const slot of METADATA_KEYS) {
    if (slot in mapping && mapping[slot] === null) mapping[slot] = rest.shift() ?? null;
  }
  return mapping;
};

/** The required fields that have no column yet. */
export const unmappedRequired = (mapping: ColumnMapping, fields: readonly ImportField[]) =>
  fields.filter((field) => field.required && (mapping[field.key] ?? null) === null).map((field) => field.key);

/** A row's cells by field key (empty for fields without a column). */
export const cellsOf = (row: readonly string[], mapping: ColumnMapping): Record<string, string> =>
  Object.fromEntries(
    Object.entries(mapping).map(([key, index]) => [key, index === null ? '' : (row[index] ?? '')]),
  );

/** The metadata of a row: the header of each mapped metadata column is its key; empty values are left out. */
export const metadataOf = (
  row: readonly string[],
  headers: readonly string[],
  mapping: ColumnMapping,
): { key: string; value: string }[] =>
  METADATA_KEYS.flatMap((slot) => {
    const index = mapping[slot] ?? null;
    if (index === null) return [];
    const key = headers[index] ?? '';
    const value = row[index] ?? '';
    return key && value ? [{ key, value }] : [];
  });
