/**
 * Reading an import file: the bytes become text (UTF-8 with or without a byte order mark, or
 * Windows-1252 as German Excel writes it, so umlauts survive), the text becomes a header and rows
 * (comma or semicolon separated, quoted fields may hold either and line breaks; empty lines skipped).
 */
import Papa from 'papaparse';

export type Delimiter = ',' | ';';

export type ParsedFile = {
  headers: string[];
  /** The data rows, each as long as the header (missing cells are empty). */
  rows: string[][];
  delimiter: Delimiter;
  encoding: 'utf-8' | 'windows-1252';
};

const BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when the bytes are valid UTF-8 (a byte order mark is dropped), otherwise Windows-1252. */
export const decodeBytes = (bytes: Uint8Array): { text: string; encoding: ParsedFile['encoding'] } => {
  const hasBom = BOM.every((byte, index) => bytes[index] === byte);
  if (hasBom) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
};

/** The delimiter of the header line: the one of comma and semicolon that occurs more often outside quotes. */
export const detectDelimiter = (text: string): Delimiter => {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
};

const isEmptyRow = (row: string[]) => row.every((cell) => cell.trim() === '');

export const parseCsvText = (text: string): Omit<ParsedFile, 'encoding'> => {
  const delimiter = detectDelimiter(text);
  const { data } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  const [header = [], ...body] = data.filter((row) => !isEmptyRow(row));
  const headers = header.map((cell) => cell.trim());
  const rows = body.map((row) => headers.map((_, index) => (row[index] ?? '').trim()));
  return { headers, rows, delimiter };
};

export const parseCsvBytes = (bytes: Uint8Array): ParsedFile => {
  const { text, encoding } = decodeBytes(bytes);
  return { ...parseCsvText(text), encoding };
};

export const readCsvFile = async (file: Blob): Promise<ParsedFile> =>
  parseCsvBytes(new Uint8Array(await file.arrayBuffer()));
