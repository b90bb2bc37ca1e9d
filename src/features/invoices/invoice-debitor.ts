import type { DebitorSummary } from '@generated/model/debitorSummary';

/**
 * How an invoice's customer is named: company, else first and last name; without either the
 * customer is shown as deleted (spec 3 §3), by the e-mail address where there is one.
 */
export const invoiceDebitorName = (
  debitor: DebitorSummary | undefined,
): { name: string; deleted: boolean } => {
  const person = [debitor?.firstName, debitor?.lastName].filter(Boolean).join(' ').trim();
  const name = debitor?.companyName?.trim() || person;
  if (name) return { name, deleted: false };
  return { name: debitor?.emailAddress ?? '', deleted: true };
};
