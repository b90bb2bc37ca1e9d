/** One place for how money, dates, times and IBANs look: German notation, euro, 24-hour clock. */
import dayjs from 'dayjs';
import { friendlyFormatIBAN } from 'ibantools';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export const formatMoney = (amount: number | null | undefined): string =>
  amount === null || amount === undefined || Number.isNaN(amount) ? '--' : euro.format(amount);

const toDayjs = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
};

export const formatDate = (value: string | number | Date | null | undefined): string =>
  toDayjs(value)?.format('DD.MM.YYYY') ?? '--';

export const formatTime = (value: string | number | Date | null | undefined): string =>
  toDayjs(value)?.format('HH:mm') ?? '--';

export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  toDayjs(value)?.format('DD.MM.YYYY HH:mm') ?? '--';

/** IBAN in groups of four: DE89 3704 0044 0532 0130 00. */
export const formatIban = (iban: string | null | undefined): string =>
  iban ? (friendlyFormatIBAN(iban.replace(/[\s_]/g, '')) ?? iban) : '--';

/** A percentage as the language writes its decimals: 0.6 % (en), 0,6 % (de). */
export const formatPercent = (percent: number, language: string): string =>
  `${new Intl.NumberFormat(language.startsWith('de') ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(percent)}\u00a0%`;

/** A whole number as the language writes it: 1,000 (en), 1.000 (de). */
export const formatCount = (count: number, language: string): string =>
  new Intl.NumberFormat(language.startsWith('de') ? 'de-DE' : 'en-GB').format(count);
