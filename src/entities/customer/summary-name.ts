import type { DebitorSummary } from '@generated/model/debitorSummary';

/** A list row's customer by name: the company, else first and last name; '' without either. */
export const summaryName = (debtor: DebitorSummary | undefined) =>
  debtor?.companyName || [debtor?.firstName, debtor?.lastName].filter(Boolean).join(' ').trim();

/** The customer as a list shows it in one line: the name, else the e-mail address and the deleted mark. */
export const summaryLabel = (debtor: DebitorSummary | undefined, deletedLabel: string) =>
  summaryName(debtor) || `${debtor?.emailAddress ?? ''} ${deletedLabel}`.trim();
