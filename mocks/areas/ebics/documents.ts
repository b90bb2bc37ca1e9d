/** The two PDFs of the direct debit wizard: the bank request form and the INI letter. */
import type { Db, EbicsConnectionRecord } from '../../db/schema';
import { makePdf } from '../../lib/pdf';

const euro = (amount: number) =>
  `${amount.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;

const today = () => new Date().toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });

const accountOf = (db: Db, connection: EbicsConnectionRecord) =>
  db.bankAccounts.find((account) => account.ebicsConnectionReference === connection.id);

/** A stand-in for the key hash the real letter prints: stable per subscriber, 32 bytes of hex. */
const keyHash = (seed: string) => {
  let state = 2166136261;
  const bytes: string[] = [];
  for (let index = 0; index < 32; index++) {
    for (const char of `${seed}:${index}`) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
    bytes.push((state & 0xff).toString(16).toUpperCase().padStart(2, '0'));
  }
  return [bytes.slice(0, 16).join(' '), bytes.slice(16).join(' ')];
};

export const bankRequestPdf = (
  db: Db,
  connection: EbicsConnectionRecord,
  request: { withdrawLimit: number; creditorName: string },
) => {
  const account = accountOf(db, connection);
  return makePdf('Antrag auf EBICS-Zugang (SEPA-Lastschrift)', [
    `Kontoinhaber: ${account?.accountHolder ?? db.company.name}`,
    `Bank: ${account?.bankName ?? ''}`,
    `IBAN: ${account?.iban ?? ''}`,
    `BIC: ${connection.bic ?? account?.bic ?? ''}`,
    '',
    `Gläubiger-Identifikationsnummer: ${connection.creditorIdentifier ?? db.company.creditorIdentifier ?? ''}`,
    `Name des Zahlungsempfängers: ${request.creditorName}`,
    `Einreichungslimit je Kalendertag: ${euro(request.withdrawLimit)}`,
    'Auftragsarten: CDD (SEPA-Basislastschrift), CDB (SEPA-Firmenlastschrift),',
    '                       C53 (Kontoauszug)',
    '',
    'Wir beantragen die Freischaltung des EBICS-Zugangs für das oben genannte Konto.',
    '',
    `Ort, Datum: ____________________ (${today()})`,
    '',
    'Unterschrift Kontoinhaber: ______________________________',
  ]);
};

export const iniLetterPdf = (db: Db, connection: EbicsConnectionRecord) => {
  const account = accountOf(db, connection);
  const [signature1 = '', signature2 = ''] = keyHash(`A006:${connection.userId}:${connection.partnerId}`);
  return makePdf('INI-Brief', [
    `Bank: ${account?.bankName ?? ''} (${connection.bic ?? ''})`,
    `Kunden-ID (Partner-ID): ${connection.partnerId ?? ''}`,
    `Teilnehmer-ID (User-ID): ${connection.userId ?? ''}`,
    `Kontoinhaber: ${account?.accountHolder ?? db.company.name}`,
    `Erstellt am: ${today()}`,
    '',
    'Öffentlicher Schlüssel für die elektronische Unterschrift (Version A006)',
    'Hashwert (SHA-256):',
    signature1,
    signature2,
    '',
    'Ich bestätige hiermit den oben genannten öffentlichen Schlüssel',
    'für meine elektronische Unterschrift.',
    '',
    'Ort, Datum: ____________________',
    '',
    'Unterschrift: ______________________________',
  ]);
};
